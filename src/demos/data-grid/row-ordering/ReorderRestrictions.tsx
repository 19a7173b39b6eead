import * as React from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
  type IsRowReorderableParams,
  type ReorderValidationContext,
} from '@mui/x-data-grid-pro';

interface Item {
  id: string;
  title: string;
  time: string;
  locked: boolean;
}

// A meeting agenda: the opening and the wrap-up are fixed, the topics in between can be reordered.
const initialRows: Item[] = [
  { id: 'welcome', title: 'Welcome and introductions', time: '5 min', locked: true },
  { id: 'budget', title: 'Q3 budget', time: '15 min', locked: false },
  { id: 'hiring', title: 'Hiring plan', time: '10 min', locked: false },
  { id: 'roadmap', title: 'Product roadmap', time: '20 min', locked: false },
  { id: 'offsite', title: 'Team offsite', time: '10 min', locked: false },
  { id: 'wrap-up', title: 'Action items and wrap-up', time: '5 min', locked: true },
];

// The built-in handle column has an empty header; this names it for screen readers.
const reorderColumn: GridColDef = {
  ...GRID_REORDER_COL_DEF,
  renderHeader: () => <span style={visuallyHidden}>Reorder</span>,
};

const columns: GridColDef<Item>[] = [
  reorderColumn,
  { field: 'title', headerName: 'Topic', flex: 1, minWidth: 200 },
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'locked',
    headerName: 'Fixed',
    width: 90,
    valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
  },
];

// Locked rows show no drag handle.
function isRowReorderable({ row }: IsRowReorderableParams<Item>) {
  return !row.locked;
}

const FIRST_ID = 'welcome';
const LAST_ID = 'wrap-up';

// A topic cannot be dropped above the opening or below the wrap-up.
function isValidRowReorder({ targetNode, dropPosition }: ReorderValidationContext) {
  if (targetNode.id === FIRST_ID && dropPosition === 'above') {
    return false;
  }
  if (targetNode.id === LAST_ID && dropPosition === 'below') {
    return false;
  }
  return true;
}

function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

export default function ReorderRestrictions() {
  const [rows, setRows] = React.useState<Item[]>(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        isRowReorderable={isRowReorderable}
        isValidRowReorder={isValidRowReorder}
        hideFooter
      />
    </Box>
  );
}

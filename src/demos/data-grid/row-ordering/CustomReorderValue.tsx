import * as React from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Step {
  id: string;
  title: string;
  owner: string;
  days: number;
  // Shown next to the drag handle and in the image that follows the pointer while dragging.
  __reorder__: string;
}

const STEPS: Omit<Step, '__reorder__'>[] = [
  { id: 'brief', title: 'Write the brief', owner: 'Clara Jensen', days: 2 },
  { id: 'research', title: 'User interviews', owner: 'Omar Haddad', days: 5 },
  { id: 'wireframes', title: 'Wireframes', owner: 'Lucía Gómez', days: 4 },
  { id: 'review', title: 'Design review', owner: 'Clara Jensen', days: 1 },
  { id: 'build', title: 'Build the prototype', owner: 'Wei Zhang', days: 8 },
  { id: 'test', title: 'Usability test', owner: 'Omar Haddad', days: 3 },
];

const initialRows: Step[] = STEPS.map((step) => ({ ...step, __reorder__: step.title }));

const columns: GridColDef<Step>[] = [
  { field: 'title', headerName: 'Step', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'days', headerName: 'Days', type: 'number', width: 80 },
  // Listing the reorder column yourself moves the drag handles to the end of each row.
  { ...GRID_REORDER_COL_DEF, width: 60, renderHeader: () => <span style={visuallyHidden}>Reorder</span> },
];

interface ReorderIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

// The grid passes its class name and size to the icon it renders in each handle.
function ReorderIcon({ className, fontSize }: ReorderIconProps) {
  return <DragHandleIcon className={className} fontSize={fontSize} />;
}

function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

export default function CustomReorderValue() {
  const [rows, setRows] = React.useState<Step[]>(initialRows);

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
        slots={{ rowReorderIcon: ReorderIcon }}
        hideFooter
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Status = 'Open' | 'In progress' | 'Resolved';

interface Ticket {
  id: number;
  subject: string;
  status: Status;
  customer: string;
}

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export times out',
  'Add a second admin',
  'App crashes on upload',
  'Change billing address',
  'Refund for duplicate charge',
] as const;
const CUSTOMERS = ['Northwind', 'Globex', 'Initech', 'Hooli', 'Vandelay', 'Acme'] as const;
const STATUSES: readonly [Status, ...Status[]] = ['Open', 'Resolved', 'In progress', 'Resolved', 'Resolved'];

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 32 tickets built from the row index.
const rows: Ticket[] = Array.from({ length: 32 }, (_, index) => ({
  id: 4100 + index,
  subject: pick(SUBJECTS, index),
  status: pick(STATUSES, index * 3),
  customer: pick(CUSTOMERS, index * 5),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'Resolved'],
    width: 120,
  },
  { field: 'customer', headerName: 'Customer', width: 120 },
];

const VIEWS = ['All', 'Open', 'In progress', 'Resolved'] as const;
type View = (typeof VIEWS)[number];

function filterFor(view: View): GridFilterModel {
  return view === 'All' ? { items: [] } : { items: [{ field: 'status', operator: 'is', value: view }] };
}

export default function FilteredRowCounts() {
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState<View>('All');
  const [counts, setCounts] = React.useState<Partial<Record<View, number>>>({});

  const filterModel = React.useMemo(() => filterFor(view), [view]);

  // Once the grid exists, ask it how many rows each view would show, without applying it.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const next: Partial<Record<View, number>> = {};
    VIEWS.forEach((candidate) => {
      const { filteredRowsLookup } = api.getFilterState(filterFor(candidate));
      // The lookup only lists the rows the filter hides, with the value false.
      next[candidate] = rows.length - Object.keys(filteredRowsLookup).length;
    });
    setCounts(next);
  }, [apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: View | null) => value && setView(value)}
        aria-label="Ticket status"
        sx={{ flexWrap: 'wrap' }}
      >
        {VIEWS.map((candidate) => (
          <ToggleButton key={candidate} value={candidate} sx={{ textTransform: 'none', px: 1.5 }}>
            {candidate}
            {counts[candidate] === undefined ? '' : ` (${counts[candidate]})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // The buttons are the only way to filter in this demo.
          disableColumnFilter
          pageSizeOptions={[25]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Campaign {
  id: number;
  name: string;
  budget: number;
  spent: number;
  owner: { firstName: string; lastName: string };
}

const rows: Campaign[] = [
  {
    id: 1,
    name: 'Spring sale newsletter',
    budget: 4000,
    spent: 3650,
    owner: { firstName: 'Olivia', lastName: 'Martin' },
  },
  {
    id: 2,
    name: 'Search ads, Germany',
    budget: 12500,
    spent: 6100,
    owner: { firstName: 'Hannah', lastName: 'Müller' },
  },
  { id: 3, name: 'Podcast sponsorship', budget: 8000, spent: 8000, owner: { firstName: 'Daniel', lastName: 'Kim' } },
  { id: 4, name: 'Trade fair, Milan', budget: 22000, spent: 4950, owner: { firstName: 'Sofia', lastName: 'Rossi' } },
  { id: 5, name: 'Video ads, Brazil', budget: 9600, spent: 7210, owner: { firstName: 'Isabella', lastName: 'Costa' } },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function SpentCell({ value, row }: GridRenderCellParams<Campaign, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        aria-label={`Budget spent on ${row.name}`}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

interface ReportCellProps extends GridRenderCellParams<Campaign> {
  onOpen: (campaign: Campaign) => void;
}

function ReportCell({ row, tabIndex, onOpen }: ReportCellProps) {
  return (
    // The cell's tabIndex: the button is reached with the arrow keys, not with Tab.
    <Button size="small" tabIndex={tabIndex} aria-label={`Report on ${row.name}`} onClick={() => onOpen(row)}>
      Report
    </Button>
  );
}

const getColumns = (onOpenReport: (campaign: Campaign) => void): GridColDef<Campaign>[] => [
  { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 180 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 140,
    // valueGetter: the cell's value, from a nested object. Sorting and filtering use it.
    valueGetter: (_value, row) => `${row.owner.firstName} ${row.owner.lastName}`,
  },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 110,
    // valueFormatter: only the text shown; the value stays a number.
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'spent',
    headerName: 'Spent',
    width: 160,
    valueGetter: (value: number, row) => value / row.budget,
    // renderCell: any React content in the cell.
    renderCell: (params: GridRenderCellParams<Campaign, number>) => <SpentCell {...params} />,
  },
  {
    field: 'report',
    headerName: 'Report',
    width: 100,
    sortable: false,
    filterable: false,
    renderCell: (params: GridRenderCellParams<Campaign>) => <ReportCell {...params} onOpen={onOpenReport} />,
  },
];

export default function CellValuesAndRendering() {
  const [report, setReport] = React.useState<string | null>(null);
  // Created once: new columns on every render would make the grid recompute them.
  const columns = React.useMemo(() => getColumns((campaign) => setReport(campaign.name)), []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {report === null ? 'Press a Report button to open a campaign report.' : `Report opened: ${report}`}
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}

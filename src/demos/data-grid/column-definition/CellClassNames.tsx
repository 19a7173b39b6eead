import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  symbol: string;
  company: string;
  price: number;
  change: number;
}

const rows: Stock[] = [
  { id: 1, symbol: 'NWTR', company: 'Northwind Traders', price: 182.4, change: 2.35 },
  { id: 2, symbol: 'BLHB', company: 'Blue Harbor Logistics', price: 47.9, change: -1.12 },
  { id: 3, symbol: 'ALFN', company: 'Alder & Finch', price: 311.05, change: 0 },
  { id: 4, symbol: 'KSTH', company: 'Kestrel Health', price: 96.72, change: -4.8 },
  { id: 5, symbol: 'LMNS', company: 'Lumen Studio', price: 23.18, change: 0.64 },
];

const columns: GridColDef<Stock>[] = [
  // A fixed class for every cell of the column.
  { field: 'symbol', headerName: 'Symbol', width: 100, cellClassName: 'symbol-cell' },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 120,
    // A class computed from the cell's value.
    cellClassName: (params) => {
      if (params.value > 0) {
        return 'change-cell--up';
      }
      if (params.value < 0) {
        return 'change-cell--down';
      }
      return '';
    },
    valueFormatter: (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2)),
  },
];

export default function CellClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .symbol-cell': { fontFamily: 'monospace', fontWeight: 600 },
        '& .change-cell--up': {
          color: theme.palette.success.dark,
          backgroundColor: theme.alpha(theme.palette.success.main, 0.1),
          ...theme.applyStyles('dark', { color: theme.palette.success.light }),
        },
        '& .change-cell--down': {
          color: theme.palette.error.dark,
          backgroundColor: theme.alpha(theme.palette.error.main, 0.1),
          ...theme.applyStyles('dark', { color: theme.palette.error.light }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}

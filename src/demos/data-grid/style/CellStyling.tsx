import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number;
  volume: number;
}

const rows: Quote[] = [
  { id: 'AAPL', company: 'Apple', price: 189.84, change: 1.42, volume: 51_200_000 },
  { id: 'MSFT', company: 'Microsoft', price: 415.5, change: -0.38, volume: 18_900_000 },
  { id: 'NVDA', company: 'NVIDIA', price: 903.56, change: 3.15, volume: 42_700_000 },
  { id: 'AMZN', company: 'Amazon', price: 178.15, change: -1.07, volume: 36_300_000 },
  { id: 'GOOGL', company: 'Alphabet', price: 151.77, change: 0.0, volume: 24_100_000 },
  { id: 'META', company: 'Meta Platforms', price: 496.24, change: 2.26, volume: 15_800_000 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change %',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    // The class of each cell of this column depends on its value.
    cellClassName: (params: GridCellParams<Quote, number>) => {
      const value = params.value ?? 0;
      if (value > 0) return 'quote-cell--up';
      if (value < 0) return 'quote-cell--down';
      return '';
    },
  },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
];

// A grid-wide rule: any number cell above 30 million (only volumes are) is set in bold.
function getCellClassName(params: GridCellParams<Quote>) {
  return params.field === 'volume' && typeof params.value === 'number' && params.value > 30_000_000
    ? 'quote-cell--busy'
    : '';
}

export default function CellStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 370,
        width: '100%',
        '& .quote-cell--up': {
          color: (theme.vars ?? theme).palette.success.main,
          fontWeight: 600,
        },
        '& .quote-cell--down': {
          color: (theme.vars ?? theme).palette.error.main,
          fontWeight: 600,
        },
        '& .quote-cell--busy': {
          fontWeight: 700,
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.14),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}

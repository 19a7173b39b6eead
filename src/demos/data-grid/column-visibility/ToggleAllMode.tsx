import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: number;
  symbol: string;
  company: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  peRatio: number;
  dividendYield: number;
}

const rows: Quote[] = [
  {
    id: 1,
    symbol: 'NVLT',
    company: 'Novalight Energy',
    open: 41.2,
    high: 42.9,
    low: 40.8,
    close: 42.5,
    volume: 1830000,
    peRatio: 18.4,
    dividendYield: 2.1,
  },
  {
    id: 2,
    symbol: 'BRKS',
    company: 'Brookside Retail',
    open: 18.05,
    high: 18.4,
    low: 17.6,
    close: 17.9,
    volume: 920000,
    peRatio: 12.7,
    dividendYield: 3.4,
  },
  {
    id: 3,
    symbol: 'QNTM',
    company: 'Quantum Forge',
    open: 212.3,
    high: 219.8,
    low: 210.1,
    close: 218.6,
    volume: 4410000,
    peRatio: 45.2,
    dividendYield: 0,
  },
  {
    id: 4,
    symbol: 'HLXB',
    company: 'Helix Biotech',
    open: 76.4,
    high: 77.1,
    low: 73.9,
    close: 74.2,
    volume: 1270000,
    peRatio: 31.8,
    dividendYield: 0.6,
  },
];

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'open', headerName: 'Open price', type: 'number', width: 110 },
  { field: 'high', headerName: 'High price', type: 'number', width: 110 },
  { field: 'low', headerName: 'Low price', type: 'number', width: 110 },
  { field: 'close', headerName: 'Close price', type: 'number', width: 110 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
  { field: 'peRatio', headerName: 'P/E ratio', type: 'number', width: 100 },
  { field: 'dividendYield', headerName: 'Dividend yield (%)', type: 'number', width: 150 },
];

export default function ToggleAllMode() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        // Search "price", then uncheck Show/Hide all: only the four price columns are hidden.
        slotProps={{ columnsManagement: { toggleAllMode: 'filteredOnly' } }}
      />
    </Box>
  );
}

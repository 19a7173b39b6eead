import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Trade {
  id: number;
  symbol: string;
  company: string;
  exchange: string;
  quantity: number;
  price: number;
}

const rows: Trade[] = [
  { id: 1, symbol: 'NRDX', company: 'Nordex Energy', exchange: 'XETRA', quantity: 1200, price: 13.42 },
  { id: 2, symbol: 'ASML', company: 'ASML Holding', exchange: 'Euronext', quantity: 40, price: 688.1 },
  { id: 3, symbol: 'SAP', company: 'SAP SE', exchange: 'XETRA', quantity: 150, price: 175.6 },
  { id: 4, symbol: 'NOVO', company: 'Novo Nordisk', exchange: 'Nasdaq Copenhagen', quantity: 90, price: 94.25 },
  { id: 5, symbol: 'MC', company: 'LVMH', exchange: 'Euronext', quantity: 25, price: 702.4 },
  { id: 6, symbol: 'VOLV', company: 'Volvo', exchange: 'Nasdaq Stockholm', quantity: 600, price: 24.9 },
];

const columns: GridColDef<Trade>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'exchange', headerName: 'Exchange', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120 },
];

export default function ColumnMenuPro() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter />
    </Box>
  );
}

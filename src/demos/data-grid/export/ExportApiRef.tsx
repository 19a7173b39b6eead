import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

interface Holding {
  id: number;
  symbol: string;
  company: string;
  shares: number;
  price: number;
}

const rows: Holding[] = [
  { id: 1, symbol: 'AAPL', company: 'Apple', shares: 120, price: 228.5 },
  { id: 2, symbol: 'ASML', company: 'ASML Holding', shares: 15, price: 702.1 },
  { id: 3, symbol: 'NESN', company: 'Nestlé', shares: 80, price: 84.3 },
  { id: 4, symbol: 'TM', company: 'Toyota Motor', shares: 60, price: 176.9 },
  { id: 5, symbol: 'SAP', company: 'SAP', shares: 40, price: 247.6 },
  { id: 6, symbol: 'NVO', company: 'Novo Nordisk', shares: 55, price: 71.2 },
];

const columns: GridColDef<Holding>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  {
    field: 'value',
    headerName: 'Value',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => Math.round(row.shares * row.price * 100) / 100,
  },
];

export default function ExportApiRef() {
  const apiRef = useGridApiRef();
  const [excelState, setExcelState] = React.useState<'idle' | 'pending' | 'finished'>('idle');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'portfolio' })}
        >
          Export CSV
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.exportDataAsPrint({ hideFooter: true, hideToolbar: true })}
        >
          Print
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.exportDataAsExcel({ fileName: 'portfolio' })}
        >
          Export Excel
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {excelState === 'pending' && 'Building the Excel file…'}
          {excelState === 'finished' && 'Excel file ready.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} onExcelExportStateChange={setExcelState} />
      </Box>
    </Stack>
  );
}

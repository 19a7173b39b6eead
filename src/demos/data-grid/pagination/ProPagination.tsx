import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Trade {
  id: number;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
}

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'TSLA', 'META', 'ASML', 'SAP', 'TSM'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 300 trades built from the row index.
const rows: Trade[] = Array.from({ length: 300 }, (_, index) => ({
  id: 90001 + index,
  symbol: pick(SYMBOLS, index * 3),
  side: index % 3 === 0 ? 'Sell' : 'Buy',
  quantity: 10 * (1 + ((index * 17) % 40)),
  price: 40 + ((index * 131) % 9000) / 20,
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ProPagination() {
  const [pagination, setPagination] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />}
        label="Paginate"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={pagination}
          // 250 rows per page is allowed here: only the free grid stops at 100.
          pageSizeOptions={[25, 50, 250]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}

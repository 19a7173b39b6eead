import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Laptop {
  id: number;
  model: string;
  brand: string;
  released: Date;
  price: number;
}

const rows: Laptop[] = [
  { id: 1, model: 'ZenBook 14', brand: 'Asus', released: new Date(2024, 2, 12), price: 1099 },
  { id: 2, model: 'XPS 13', brand: 'Dell', released: new Date(2023, 9, 3), price: 1299 },
  { id: 3, model: 'MacBook Air 13', brand: 'Apple', released: new Date(2024, 1, 28), price: 1199 },
  { id: 4, model: 'ThinkPad X1 Carbon', brand: 'Lenovo', released: new Date(2023, 4, 16), price: 1649 },
  { id: 5, model: 'Swift Go 14', brand: 'Acer', released: new Date(2024, 5, 4), price: 849 },
  { id: 6, model: 'Spectre x360', brand: 'HP', released: new Date(2023, 11, 7), price: 1399 },
];

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'released', headerName: 'Released', type: 'date', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function ControlledSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'price', sort: 'asc' }]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'price', sort: 'asc' }])}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'released', sort: 'desc' }])}>
          Newest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
      <Box sx={{ height: 424 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
        />
      </Box>
    </Stack>
  );
}

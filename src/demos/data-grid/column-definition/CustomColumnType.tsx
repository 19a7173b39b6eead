import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  cost: number;
  price: number;
  margin: number;
}

const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// A reusable set of column properties: spread it into every money column.
const euroPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => eur.format(value),
  cellClassName: 'euro-price',
};

const percentage: GridColTypeDef<number, string> = {
  type: 'number',
  width: 100,
  valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
};

const rows: Product[] = [
  { id: 1, name: 'Espresso machine', cost: 212, price: 349, margin: 0.39 },
  { id: 2, name: 'Burr grinder', cost: 88.5, price: 159, margin: 0.44 },
  { id: 3, name: 'Milk frother', cost: 21.4, price: 39.9, margin: 0.46 },
  { id: 4, name: 'Pour-over kettle', cost: 34, price: 64.5, margin: 0.47 },
  { id: 5, name: 'Travel mug', cost: 9.8, price: 24.9, margin: 0.61 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'cost', headerName: 'Cost', ...euroPrice },
  { field: 'price', headerName: 'Price', ...euroPrice },
  { field: 'margin', headerName: 'Margin', ...percentage },
];

export default function CustomColumnType() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .euro-price': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

interface Car {
  id: number;
  model: string;
  maker: string;
  year: number;
  price: number;
  electric: boolean;
}

const rows: Car[] = [
  { id: 1, model: 'Model 3', maker: 'Tesla', year: 2022, price: 38990, electric: true },
  { id: 2, model: 'Corolla', maker: 'Toyota', year: 2021, price: 21550, electric: false },
  { id: 3, model: 'Ioniq 5', maker: 'Hyundai', year: 2023, price: 41450, electric: true },
  { id: 4, model: 'Golf', maker: 'Volkswagen', year: 2020, price: 23195, electric: false },
  { id: 5, model: 'ID.4', maker: 'Volkswagen', year: 2023, price: 39735, electric: true },
  { id: 6, model: 'Civic', maker: 'Honda', year: 2022, price: 24650, electric: false },
  { id: 7, model: 'EV6', maker: 'Kia', year: 2022, price: 42600, electric: true },
  { id: 8, model: 'Mustang Mach-E', maker: 'Ford', year: 2021, price: 43895, electric: true },
  { id: 9, model: 'RAV4', maker: 'Toyota', year: 2023, price: 28675, electric: false },
  { id: 10, model: 'Leaf', maker: 'Nissan', year: 2020, price: 27800, electric: true },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  { field: 'maker', headerName: 'Maker', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'electric', headerName: 'Electric', type: 'boolean', width: 100 },
];

export default function MultiFilters() {
  return (
    <Box sx={{ height: 372, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        // Electric cars that cost less than 42,000 dollars. Each item needs its own id.
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'electric', operator: 'is', value: 'true' },
                { id: 2, field: 'price', operator: '<', value: 42000 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}

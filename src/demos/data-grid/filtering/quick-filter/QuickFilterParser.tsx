import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Store {
  id: number;
  store: string;
  city: string;
  manager: string;
}

const rows: Store[] = [
  { id: 1, store: 'Baixa', city: 'Lisbon', manager: 'Rita Sousa' },
  { id: 2, store: 'Umeda', city: 'Osaka', manager: 'Daiki Mori' },
  { id: 3, store: 'Grafton Street', city: 'Dublin', manager: 'Aoife Byrne' },
  { id: 4, store: 'Queen Street', city: 'Toronto', manager: 'Owen Clarke' },
  { id: 5, store: 'Karl Johan', city: 'Oslo', manager: 'Sindre Berg' },
  { id: 6, store: 'Gangnam', city: 'Seoul', manager: 'Jiwoo Han' },
  { id: 7, store: 'Miraflores', city: 'Lima', manager: 'Lucía Rojas' },
  { id: 8, store: 'Sixth Street', city: 'Austin', manager: 'Mia Turner' },
];

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'manager', headerName: 'Manager', width: 150 },
];

// Commas separate the values, so a value can hold spaces: "queen street, oslo".
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const formatCommaSeparated = (values: NonNullable<GridFilterModel['quickFilterValues']>) => values.join(', ');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['queen street', 'oslo'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: { quickFilterParser: parseCommaSeparated, quickFilterFormatter: formatCommaSeparated },
          },
        }}
      />
    </Box>
  );
}

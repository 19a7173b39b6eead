import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Store {
  id: number;
  store: string;
  region: 'Europe' | 'Asia' | 'Americas';
  manager: string;
  revenue: number;
}

const rows: Store[] = [
  { id: 1, store: 'Lisbon Baixa', region: 'Europe', manager: 'Rita Sousa', revenue: 412000 },
  { id: 2, store: 'Osaka Umeda', region: 'Asia', manager: 'Daiki Mori', revenue: 538000 },
  { id: 3, store: 'Dublin Grafton', region: 'Europe', manager: 'Aoife Byrne', revenue: 366000 },
  { id: 4, store: 'Toronto Queen St', region: 'Americas', manager: 'Owen Clarke', revenue: 449000 },
  { id: 5, store: 'Oslo Karl Johan', region: 'Europe', manager: 'Sindre Berg', revenue: 298000 },
  { id: 6, store: 'Seoul Gangnam', region: 'Asia', manager: 'Jiwoo Han', revenue: 611000 },
  { id: 7, store: 'Lima Miraflores', region: 'Americas', manager: 'Lucía Rojas', revenue: 254000 },
  { id: 8, store: 'Berlin Mitte', region: 'Europe', manager: 'Jonas Weber', revenue: 487000 },
];

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 150 },
  // Readers cannot filter this column, but the model below still filters it.
  { field: 'region', headerName: 'Region', width: 110, filterable: false },
  { field: 'manager', headerName: 'Manager', width: 140 },
  { field: 'revenue', headerName: 'Revenue (USD)', type: 'number', width: 140 },
];

export default function ReadOnlyFilter() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Europe' }] } },
        }}
      />
    </Box>
  );
}

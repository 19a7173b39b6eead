import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StoreSales {
  id: number;
  store: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const rows: StoreSales[] = [
  { id: 1, store: 'Amsterdam Centraal', jan: 48210, feb: 45390, mar: 51820, apr: 53340 },
  { id: 2, store: 'Berlin Mitte', jan: 39870, feb: 37410, mar: 42960, apr: 44120 },
  { id: 3, store: 'Copenhagen Nørreport', jan: 28540, feb: 27110, mar: 30250, apr: 31980 },
  { id: 4, store: 'Dublin Grafton St', jan: 33120, feb: 31980, mar: 35470, apr: 36010 },
  { id: 5, store: 'Lisbon Chiado', jan: 21760, feb: 22430, mar: 25190, apr: 27840 },
  { id: 6, store: 'Milan Duomo', jan: 44980, feb: 42300, mar: 47650, apr: 49210 },
  { id: 7, store: 'Vienna Graben', jan: 30410, feb: 29880, mar: 32730, apr: 33560 },
];

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const month = (field: 'jan' | 'feb' | 'mar' | 'apr', headerName: string): GridColDef<StoreSales> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => eur.format(value),
});

const columns: GridColDef<StoreSales>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 180 },
  month('jan', 'January'),
  month('feb', 'February'),
  month('mar', 'March'),
  month('apr', 'April'),
];

export default function CellSelection() {
  // Drag across cells, or click one and Shift + click another, to select a range.
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
    </Box>
  );
}

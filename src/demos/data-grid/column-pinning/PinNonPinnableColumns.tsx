import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Patient {
  id: number;
  name: string;
  ward: string;
  room: string;
  admitted: Date;
  physician: string;
  diet: string;
}

const rows: Patient[] = [
  {
    id: 1,
    name: 'Margaret Ellis',
    ward: 'Cardiology',
    room: 'C-204',
    admitted: new Date(2025, 2, 11),
    physician: 'Dr. Amal Haddad',
    diet: 'Low sodium',
  },
  {
    id: 2,
    name: 'Peter Lindqvist',
    ward: 'Orthopedics',
    room: 'O-112',
    admitted: new Date(2025, 2, 12),
    physician: 'Dr. Ruth Okoye',
    diet: 'Regular',
  },
  {
    id: 3,
    name: 'Yuki Sato',
    ward: 'Neurology',
    room: 'N-301',
    admitted: new Date(2025, 2, 12),
    physician: 'Dr. Elena Petrova',
    diet: 'Soft food',
  },
  {
    id: 4,
    name: 'Carlos Mendes',
    ward: 'Cardiology',
    room: 'C-207',
    admitted: new Date(2025, 2, 13),
    physician: 'Dr. Amal Haddad',
    diet: 'Diabetic',
  },
  {
    id: 5,
    name: 'Fatima Zahra',
    ward: 'Pediatrics',
    room: 'P-018',
    admitted: new Date(2025, 2, 14),
    physician: 'Dr. Liam Byrne',
    diet: 'Regular',
  },
  {
    id: 6,
    name: 'George Adeyemi',
    ward: 'Orthopedics',
    room: 'O-109',
    admitted: new Date(2025, 2, 15),
    physician: 'Dr. Ruth Okoye',
    diet: 'High protein',
  },
];

const columns: GridColDef<Patient>[] = [
  // Not pinnable from the menu, but pinned below through the state: readers cannot unpin it.
  { field: 'name', headerName: 'Patient', width: 170, pinnable: false },
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 130 },
  { field: 'physician', headerName: 'Physician', width: 180 },
  { field: 'diet', headerName: 'Diet', width: 140 },
];

export default function PinNonPinnableColumns() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} initialState={{ pinnedColumns: { left: ['name'] } }} hideFooter />
    </Box>
  );
}

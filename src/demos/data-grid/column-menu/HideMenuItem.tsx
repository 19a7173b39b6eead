import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 1172', from: 'Frankfurt', to: 'Madrid', departure: '07:35', gate: 'A22' },
  { id: 2, flight: 'AF 1341', from: 'Paris', to: 'Copenhagen', departure: '08:10', gate: 'K41' },
  { id: 3, flight: 'KL 1007', from: 'Amsterdam', to: 'London', departure: '08:45', gate: 'D7' },
  { id: 4, flight: 'IB 3166', from: 'Madrid', to: 'Zurich', departure: '09:20', gate: 'J58' },
  { id: 5, flight: 'SK 1418', from: 'Oslo', to: 'Stockholm', departure: '10:05', gate: 'F12' },
  { id: 6, flight: 'OS 215', from: 'Vienna', to: 'Berlin', departure: '11:30', gate: 'C36' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

function CustomColumnMenu(props: GridColumnMenuProps) {
  // `null` removes the item: here "Hide column" and "Manage columns".
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function HideMenuItem() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}

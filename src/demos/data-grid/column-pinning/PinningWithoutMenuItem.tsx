import Box from '@mui/material/Box';
import { DataGridPro, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid-pro';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  driver: string;
  depot: string;
  mileageKm: number;
  nextService: Date;
}

const rows: Vehicle[] = [
  {
    id: 1,
    plate: 'B-KX 4821',
    model: 'Ford Transit',
    driver: 'Jonas Weber',
    depot: 'Berlin',
    mileageKm: 84210,
    nextService: new Date(2025, 5, 12),
  },
  {
    id: 2,
    plate: 'M-RT 1190',
    model: 'Mercedes Sprinter',
    driver: 'Lena Huber',
    depot: 'Munich',
    mileageKm: 121540,
    nextService: new Date(2025, 4, 3),
  },
  {
    id: 3,
    plate: 'HH-AL 302',
    model: 'VW Crafter',
    driver: 'Paul Schröder',
    depot: 'Hamburg',
    mileageKm: 45800,
    nextService: new Date(2025, 8, 20),
  },
  {
    id: 4,
    plate: 'K-PE 7745',
    model: 'Renault Master',
    driver: 'Mia Fischer',
    depot: 'Cologne',
    mileageKm: 99320,
    nextService: new Date(2025, 6, 1),
  },
  {
    id: 5,
    plate: 'F-DM 5560',
    model: 'Iveco Daily',
    driver: 'Ali Yilmaz',
    depot: 'Frankfurt',
    mileageKm: 152075,
    nextService: new Date(2025, 3, 28),
  },
  {
    id: 6,
    plate: 'S-UW 2034',
    model: 'Ford Transit',
    driver: 'Emma Wagner',
    depot: 'Stuttgart',
    mileageKm: 61240,
    nextService: new Date(2025, 7, 9),
  },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 130 },
  { field: 'model', headerName: 'Model', width: 180 },
  { field: 'driver', headerName: 'Driver', width: 160 },
  { field: 'depot', headerName: 'Depot', width: 130 },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 140 },
  { field: 'nextService', headerName: 'Next service', type: 'date', width: 140 },
];

function ColumnMenuWithoutPinning(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuPinningItem: null }} />;
}

export default function PinningWithoutMenuItem() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // The plate stays pinned, but readers cannot change pinning from the menu.
        initialState={{ pinnedColumns: { left: ['plate'] } }}
        slots={{ columnMenu: ColumnMenuWithoutPinning }}
        hideFooter
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  origin: string;
  destination: string;
  departure: Date;
  seatsLeft: number;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'TP 1352',
    origin: 'Lisbon',
    destination: 'Dublin',
    departure: new Date(2025, 5, 2, 7, 40),
    seatsLeft: 12,
  },
  {
    id: 2,
    flight: 'EI 485',
    origin: 'Dublin',
    destination: 'Lisbon',
    departure: new Date(2025, 5, 2, 11, 5),
    seatsLeft: 3,
  },
  {
    id: 3,
    flight: 'SK 1455',
    origin: 'Oslo',
    destination: 'Dublin',
    departure: new Date(2025, 5, 3, 9, 15),
    seatsLeft: 27,
  },
  {
    id: 4,
    flight: 'AC 848',
    origin: 'Toronto',
    destination: 'Lisbon',
    departure: new Date(2025, 5, 3, 21, 30),
    seatsLeft: 0,
  },
  {
    id: 5,
    flight: 'KE 723',
    origin: 'Seoul',
    destination: 'Osaka',
    departure: new Date(2025, 5, 4, 8, 0),
    seatsLeft: 41,
  },
  {
    id: 6,
    flight: 'TP 1820',
    origin: 'Lisbon',
    destination: 'Oslo',
    departure: new Date(2025, 5, 4, 14, 50),
    seatsLeft: 9,
  },
  {
    id: 7,
    flight: 'SK 4011',
    origin: 'Oslo',
    destination: 'Lisbon',
    departure: new Date(2025, 5, 5, 6, 25),
    seatsLeft: 18,
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', flex: 1, minWidth: 180 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

export default function FilterPanelContent() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'origin', operator: 'equals', value: 'Lisbon' },
                { id: 2, field: 'seatsLeft', operator: '>', value: 0 },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Only "And" between filters, and columns listed alphabetically.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { sx: { width: 140 } },
              operatorInputProps: { sx: { width: 130 } },
              valueInputProps: { sx: { width: 170 } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: { '& .MuiDataGrid-filterForm': { p: 1.5 } },
          },
        }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  from: string;
  to: string;
  departure: string;
  arrival: string;
  aircraft: string;
  gate: string;
  seats: number;
  crew: string;
}

const rows: Flight[] = [
  {
    id: 'LX 1612',
    from: 'Zurich',
    to: 'Vienna',
    departure: '07:10',
    arrival: '08:35',
    aircraft: 'Airbus A220-300',
    gate: 'A54',
    seats: 145,
    crew: 'Capt. Anna Keller, F/O Marco Bianchi',
  },
  {
    id: 'AF 1341',
    from: 'Paris',
    to: 'Porto',
    departure: '09:45',
    arrival: '11:00',
    aircraft: 'Airbus A320',
    gate: 'F32',
    seats: 178,
    crew: 'Capt. Louis Girard, F/O Inès Faure',
  },
  {
    id: 'KL 1121',
    from: 'Amsterdam',
    to: 'Copenhagen',
    departure: '11:20',
    arrival: '12:45',
    aircraft: 'Embraer 195-E2',
    gate: 'B17',
    seats: 132,
    crew: 'Capt. Joris de Vries, F/O Emma Bakker',
  },
  {
    id: 'SK 1469',
    from: 'Oslo',
    to: 'Stockholm',
    departure: '13:05',
    arrival: '14:00',
    aircraft: 'Airbus A320neo',
    gate: 'C8',
    seats: 180,
    crew: 'Capt. Ingrid Dahl, F/O Lars Berg',
  },
  {
    id: 'IB 3170',
    from: 'Madrid',
    to: 'London',
    departure: '15:40',
    arrival: '17:05',
    aircraft: 'Airbus A321',
    gate: 'J44',
    seats: 200,
    crew: 'Capt. Pablo Ruiz, F/O Carmen Vidal',
  },
];

// Wide columns, so the grid scrolls horizontally in the demo.
const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'to', headerName: 'To', width: 140 },
  { field: 'departure', headerName: 'Departure', width: 130 },
  { field: 'arrival', headerName: 'Arrival', width: 130 },
  { field: 'aircraft', headerName: 'Aircraft', width: 180 },
  { field: 'gate', headerName: 'Gate', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

function FlightCrew({ row }: { row: Flight }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, without the vertical scrollbar.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Box
      sx={{
        // Sticks to the left edge and spans the visible area: the text stays in view
        // while the reader scrolls the columns sideways.
        position: 'sticky',
        left: 0,
        width: viewportInnerSize.width,
        height: 1,
        boxSizing: 'border-box',
        px: 3,
        py: 1.5,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2">
        Flight {row.id} crew: {row.crew}
      </Typography>
    </Box>
  );
}

export default function FullWidthDetailPanel() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Flight>) => <FlightCrew row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 52, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set(['LX 1612', 'KL 1121']) } }}
        // The panel scrolls its own overflow by default; let the sticky content use the grid's scroll.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
      />
    </Box>
  );
}

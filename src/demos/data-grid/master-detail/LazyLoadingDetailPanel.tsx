import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  status: string;
}

interface TrackingEvent {
  date: string;
  place: string;
  description: string;
}

const rows: Shipment[] = [
  { id: 'TRK-700001', carrier: 'DHL Express', destination: 'Lisbon', status: 'In transit' },
  { id: 'TRK-700008', carrier: 'UPS', destination: 'Toronto', status: 'Delivered' },
  { id: 'TRK-700015', carrier: 'FedEx', destination: 'Seoul', status: 'Customs' },
  { id: 'TRK-700022', carrier: 'DHL Express', destination: 'Nairobi', status: 'In transit' },
  { id: 'TRK-700029', carrier: 'Royal Mail', destination: 'Dublin', status: 'Delivered' },
];

// The "database" of the fake server: tracking events by shipment.
const EVENTS: Record<string, TrackingEvent[]> = {
  'TRK-700001': [
    { date: 'May 12, 08:40', place: 'Leipzig hub', description: 'Departed sorting facility' },
    { date: 'May 11, 17:05', place: 'Berlin', description: 'Picked up from sender' },
  ],
  'TRK-700008': [
    { date: 'May 10, 14:22', place: 'Toronto', description: 'Delivered, signed by R. Patel' },
    { date: 'May 10, 07:55', place: 'Toronto', description: 'Out for delivery' },
  ],
  'TRK-700015': [
    { date: 'May 13, 10:10', place: 'Incheon', description: 'Held by customs for inspection' },
    { date: 'May 12, 22:30', place: 'Anchorage', description: 'Arrived at transit hub' },
  ],
  'TRK-700022': [
    { date: 'May 13, 06:15', place: 'Dubai', description: 'In transit to destination country' },
    { date: 'May 12, 19:45', place: 'Frankfurt', description: 'Departed sorting facility' },
  ],
  'TRK-700029': [
    { date: 'May 9, 11:30', place: 'Dublin', description: 'Delivered to reception' },
    { date: 'May 8, 16:20', place: 'Holyhead', description: 'Arrived at delivery office' },
  ],
};

// Stands in for a request such as GET /api/shipments/TRK-700001/events.
function fetchTrackingEvents(shipmentId: string): Promise<TrackingEvent[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(EVENTS[shipmentId] ?? []), 800);
  });
}

function TrackingPanel({ row }: { row: Shipment }) {
  const [events, setEvents] = React.useState<TrackingEvent[] | null>(null);

  // Runs when the panel opens: nothing is requested for rows that stay closed.
  React.useEffect(() => {
    let ignore = false;
    fetchTrackingEvents(row.id).then((result) => {
      if (!ignore) {
        setEvents(result);
      }
    });
    return () => {
      ignore = true;
    };
  }, [row.id]);

  return (
    <Box sx={{ px: 4, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Tracking history of {row.id}
      </Typography>
      {events === null ? (
        <LinearProgress aria-label={`Loading tracking history of ${row.id}`} />
      ) : (
        events.map((event) => (
          <Typography key={event.date} variant="body2">
            {event.date} · {event.place} · {event.description}
          </Typography>
        ))
      )}
    </Box>
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Tracking number', width: 150 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function LazyLoadingDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Shipment>) => <TrackingPanel row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 110, []);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}

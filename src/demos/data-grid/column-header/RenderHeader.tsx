import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import PeopleIcon from '@mui/icons-material/People';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Meetup {
  id: number;
  title: string;
  date: Date;
  venue: string;
  attendees: number;
}

const rows: Meetup[] = [
  { id: 1, title: 'React Lisbon', date: new Date(2026, 2, 12), venue: 'LX Factory', attendees: 84 },
  { id: 2, title: 'TypeScript Berlin', date: new Date(2026, 2, 19), venue: 'Factory Görlitzer Park', attendees: 121 },
  { id: 3, title: 'Design Systems Paris', date: new Date(2026, 3, 2), venue: 'Station F', attendees: 210 },
  { id: 4, title: 'Accessibility London', date: new Date(2026, 3, 9), venue: 'Barbican Centre', attendees: 67 },
  { id: 5, title: 'Node.js Madrid', date: new Date(2026, 3, 23), venue: 'Campus Madrid', attendees: 95 },
];

// The header keeps its text: the icon is decorative, so screen readers skip it.
function IconHeader({ colDef, icon }: GridColumnHeaderParams<Meetup> & { icon: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {colDef.headerName}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Meetup>[] = [
  {
    field: 'title',
    headerName: 'Event',
    flex: 1,
    minWidth: 180,
    // A tooltip for the default header; a custom `renderHeader` replaces it.
    description: 'Name of the meetup, as listed on the event page',
  },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    renderHeader: (params) => <IconHeader {...params} icon={<EventIcon fontSize="small" />} />,
  },
  {
    field: 'venue',
    headerName: 'Venue',
    width: 200,
    renderHeader: (params) => <IconHeader {...params} icon={<PlaceIcon fontSize="small" />} />,
  },
  {
    field: 'attendees',
    headerName: 'Attendees',
    type: 'number',
    width: 130,
    renderHeader: (params) => <IconHeader {...params} icon={<PeopleIcon fontSize="small" />} />,
  },
];

export default function RenderHeader() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}

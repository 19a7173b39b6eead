import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  floor: number;
  seats: number;
  projector: boolean;
}

const rows: Room[] = [
  { id: 1, name: 'Aurora', floor: 3, seats: 12, projector: true },
  { id: 2, name: 'Borealis', floor: 3, seats: 6, projector: false },
  { id: 3, name: 'Cirrus', floor: 4, seats: 20, projector: true },
  { id: 4, name: 'Delta', floor: 2, seats: 4, projector: false },
  { id: 5, name: 'Equinox', floor: 5, seats: 40, projector: true },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Meeting room', flex: 1, minWidth: 150 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 110 },
];

// Each icon slot takes a component. It receives the grid's className and fontSize.
function SortedAscendingIcon({ className = '', fontSize = 'small' }: GridBaseIconProps) {
  return <ExpandLessIcon className={className} fontSize={fontSize} />;
}

function SortedDescendingIcon({ className = '', fontSize = 'small' }: GridBaseIconProps) {
  return <ExpandMoreIcon className={className} fontSize={fontSize} />;
}

function ColumnMenuIcon({ className = '', fontSize = 'small' }: GridBaseIconProps) {
  return <MoreHorizIcon className={className} fontSize={fontSize} />;
}

// Boolean cells show only an icon, so each one gets a text alternative.
function TrueIcon({ className = '' }: GridBaseIconProps) {
  return <CheckCircleIcon className={className} fontSize="small" color="success" titleAccess="Yes" />;
}

function FalseIcon({ className = '' }: GridBaseIconProps) {
  return <HighlightOffIcon className={className} fontSize="small" color="disabled" titleAccess="No" />;
}

export default function CustomIcons() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'seats', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: SortedAscendingIcon,
          columnSortedDescendingIcon: SortedDescendingIcon,
          columnMenuIcon: ColumnMenuIcon,
          booleanCellTrueIcon: TrueIcon,
          booleanCellFalseIcon: FalseIcon,
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';

interface Booking {
  id: number;
  guest: string;
  room: string;
  checkIn: Date;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Charlotte Dubois', room: 'Sea view double', checkIn: new Date(2026, 6, 4), nights: 3 },
  { id: 2, guest: 'Henrik Johansson', room: 'Garden suite', checkIn: new Date(2026, 6, 9), nights: 5 },
  { id: 3, guest: 'Aisha Bello', room: 'Standard twin', checkIn: new Date(2026, 6, 12), nights: 2 },
  { id: 4, guest: 'Pedro Alves', room: 'Sea view double', checkIn: new Date(2026, 6, 15), nights: 7 },
  { id: 5, guest: 'Yuna Park', room: 'Family room', checkIn: new Date(2026, 6, 21), nights: 4 },
];

function DatePickerEditCell({ id, field, value }: GridRenderEditCellParams<Booking, Date | null>) {
  const apiRef = useGridApiContext();

  const handleChange = (newValue: Dayjs | null) => {
    // The row keeps a Date; the picker works with Day.js objects.
    apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null });
  };

  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      // The cell has just entered edit mode at the reader's request: the field takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      slotProps={{
        textField: { size: 'small', fullWidth: true },
      }}
    />
  );
}

const dateFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 180 },
  { field: 'room', headerName: 'Room', width: 160 },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'date',
    width: 200,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? dateFormatter.format(value) : ''),
    renderEditCell: (params) => <DatePickerEditCell {...params} />,
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
];

export default function DateEditCell() {
  return (
    // One provider for every picker in the grid.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}

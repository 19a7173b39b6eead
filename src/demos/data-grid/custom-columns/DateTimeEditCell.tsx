import Box from '@mui/material/Box';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';

interface Appointment {
  id: number;
  patient: string;
  doctor: string;
  startsAt: Date;
}

const rows: Appointment[] = [
  { id: 1, patient: 'Grace Thompson', doctor: 'Dr. Alvarez', startsAt: new Date(2026, 3, 14, 9, 30) },
  { id: 2, patient: 'Ibrahim Khan', doctor: 'Dr. Nakamura', startsAt: new Date(2026, 3, 14, 11, 0) },
  { id: 3, patient: 'Sofia Esposito', doctor: 'Dr. Alvarez', startsAt: new Date(2026, 3, 15, 14, 15) },
  { id: 4, patient: 'Daniel Wright', doctor: 'Dr. Okoye', startsAt: new Date(2026, 3, 16, 8, 45) },
];

function DateTimePickerEditCell({ id, field, value }: GridRenderEditCellParams<Appointment, Date | null>) {
  const apiRef = useGridApiContext();
  return (
    <DateTimePicker
      value={value ? dayjs(value) : null}
      onChange={(newValue: Dayjs | null) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null })
      }
      ampm={false}
      // The cell has just entered edit mode at the reader's request: the field takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

const formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: GridColDef<Appointment>[] = [
  { field: 'patient', headerName: 'Patient', width: 170 },
  { field: 'doctor', headerName: 'Doctor', width: 140 },
  {
    field: 'startsAt',
    headerName: 'Starts at',
    type: 'dateTime',
    width: 260,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? formatter.format(value) : ''),
    renderEditCell: (params) => <DateTimePickerEditCell {...params} />,
  },
];

export default function DateTimeEditCell() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 290, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}

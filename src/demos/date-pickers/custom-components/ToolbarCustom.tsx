import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function FlightToolbar({ className }: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();

  return (
    // Keep the className: the layout uses it to place the toolbar in its grid.
    <Box
      className={className}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <FlightTakeoffIcon aria-hidden />
      <div>
        <Typography variant="overline" component="p">
          Outbound flight · LIS to YUL
        </Typography>
        <Typography variant="h6" component="p">
          {value ? value.format('ddd, MMMM D, YYYY') : 'Pick a departure day'}
        </Typography>
      </div>
    </Box>
  );
}

export default function ToolbarCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        slots={{ toolbar: FlightToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}

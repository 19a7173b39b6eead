import dayjs from 'dayjs';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearAndOpenIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract end"
        defaultValue={dayjs('2026-12-31')}
        slots={{
          openPickerIcon: CalendarMonthOutlinedIcon,
          clearIcon: BackspaceOutlinedIcon,
        }}
        slotProps={{
          field: { clearable: true },
          clearButton: { 'aria-label': 'Clear contract end' },
        }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}

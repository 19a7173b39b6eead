import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const slots = {
  leftArrowIcon: ArrowBackIcon,
  rightArrowIcon: ArrowForwardIcon,
};

export default function ArrowSwitcherCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar defaultValue={dayjs('2026-06-12')} slots={{ ...slots, switchViewIcon: UnfoldMoreIcon }} />
        <TimeClock defaultValue={dayjs('2026-06-12T09:30')} ampmInClock slots={slots} />
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Electricity use of each month of 2025, in kWh, keyed by short month name.
const usage: Record<string, number> = {
  Jan: 412,
  Feb: 388,
  Mar: 341,
  Apr: 287,
  May: 240,
  Jun: 226,
  Jul: 251,
  Aug: 263,
  Sep: 239,
  Oct: 298,
  Nov: 356,
  Dec: 420,
};

interface MonthButtonOwnerState {
  isMonthSelected: boolean;
  isMonthDisabled: boolean;
}

type UsageMonthButtonProps = React.ComponentPropsWithRef<'button'> & {
  ownerState: MonthButtonOwnerState;
};

// The button's name is what it shows (month and usage), not the full month name the
// calendar passes as `aria-label`, so that people who speak the label they see are understood.
function UsageMonthButton({ ownerState, children, 'aria-label': _fullName, ...other }: UsageMonthButtonProps) {
  const selected = ownerState.isMonthSelected;
  return (
    <ButtonBase
      {...other}
      sx={(theme) => ({
        flexDirection: 'column',
        width: 76,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'primary.main' : 'transparent',
        color: selected ? 'primary.contrastText' : 'text.primary',
        '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Typography variant="body2" component="span">
        {children}
      </Typography>
      <Typography variant="caption" component="span">
        {usage[String(children)]} kWh
      </Typography>
    </ButtonBase>
  );
}

export default function MonthButtonCustom() {
  return (
    // English month names, whatever the page's language: the data is keyed by them.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <MonthCalendar defaultValue={dayjs('2025-01-01')} slots={{ monthButton: UsageMonthButton }} />
    </LocalizationProvider>
  );
}

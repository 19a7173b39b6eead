import * as React from 'react';
import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import ButtonBase from '@mui/material/ButtonBase';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Fiscal years whose tax return is already filed.
const filedYears = new Set(['2018', '2019', '2020', '2022', '2023']);

interface YearButtonOwnerState {
  isYearSelected: boolean;
  isYearDisabled: boolean;
}

type TaxYearButtonProps = React.ComponentPropsWithRef<'button'> & {
  ownerState: YearButtonOwnerState;
};

function TaxYearButton({ ownerState, children, className, ...other }: TaxYearButtonProps) {
  const filed = filedYears.has(String(children));
  return (
    <Badge color="success" variant="dot" invisible={!filed} overlap="circular" className={className}>
      <ButtonBase
        {...other}
        aria-description={filed ? 'Return filed' : undefined}
        sx={(theme) => ({
          ...theme.typography.body1,
          width: 72,
          height: 36,
          borderRadius: 18,
          color: ownerState.isYearSelected ? 'primary.contrastText' : 'text.primary',
          bgcolor: ownerState.isYearSelected ? 'primary.main' : 'transparent',
          '&:hover': { bgcolor: ownerState.isYearSelected ? 'primary.dark' : 'action.hover' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
          '&.Mui-disabled': { color: 'text.disabled' },
        })}
      >
        {children}
      </ButtonBase>
    </Badge>
  );
}

export default function YearButtonCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        aria-label="Tax year"
        defaultValue={dayjs('2021-01-01')}
        minDate={dayjs('2016-01-01')}
        maxDate={dayjs('2025-12-31')}
        slots={{ yearButton: TaxYearButton }}
      />
    </LocalizationProvider>
  );
}

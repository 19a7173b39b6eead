import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { Theme } from '@mui/material/styles';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The invoice date. In an app, this would come from the invoice.
const invoiceDate = dayjs('2026-06-10');

const paymentTerms: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'net-15', label: 'Net 15', getValue: () => invoiceDate.add(15, 'day') },
  { id: 'net-30', label: 'Net 30', getValue: () => invoiceDate.add(30, 'day') },
  { id: 'eom', label: 'End of month', getValue: () => invoiceDate.endOf('month').startOf('day') },
];

// On phones, show the shortcuts in a wrapping row above the calendar.
const layoutSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    [`.${pickersLayoutClasses.shortcuts}`]: {
      gridColumn: '1 / 4',
      gridRow: 1,
      display: 'flex',
      flexWrap: 'wrap',
      // As wide as the calendar, so that the chips wrap.
      maxWidth: 320,
    },
    [`.${pickersLayoutClasses.shortcuts} .MuiListItem-root`]: { width: 'auto' },
  },
});

export default function SelectedShortcut() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(invoiceDate.add(30, 'day'));
  const [source, setSource] = React.useState('Net 30');

  const handleChange = (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    setDueDate(value);
    // `context.shortcut` is set only when a shortcut caused the change.
    setSource(context.shortcut ? `${context.shortcut.label} (id: ${context.shortcut.id})` : 'custom date');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={dueDate}
          onChange={handleChange}
          minDate={invoiceDate}
          slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: paymentTerms } }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          Due {dueDate?.format('MMMM D, YYYY') ?? 'on no date'}, payment terms: {source}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

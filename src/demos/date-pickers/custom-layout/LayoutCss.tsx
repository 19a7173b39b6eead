import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const deadlines: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Q2 VAT return', getValue: () => dayjs('2026-07-31') },
  { label: 'Payroll close', getValue: () => dayjs('2026-06-25') },
  { label: 'Board meeting', getValue: () => dayjs('2026-06-18') },
];

export default function LayoutCss() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-18')}
        displayStaticWrapperAs="desktop"
        slotProps={{
          shortcuts: { items: deadlines },
          actionBar: { actions: ['clear', 'today'] },
          layout: {
            sx: (theme) => ({
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              // Shortcuts fill the first column, from the top row to the bottom one.
              [`& .${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: 1,
                gridRow: '1 / 4',
                bgcolor: 'action.hover',
                borderRight: `1px solid ${theme.palette.divider}`,
              },
              // The action bar only spans the calendar's columns.
              [`& .${pickersLayoutClasses.actionBar}`]: {
                gridColumn: '2 / 4',
                justifyContent: 'flex-start',
              },
            }),
          },
        }}
      />
    </LocalizationProvider>
  );
}

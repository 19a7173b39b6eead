import dayjs, { type Dayjs } from 'dayjs';
import ListSubheader from '@mui/material/ListSubheader';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The day of the last check-up. In an app, this would come from the patient's file.
const lastVisit = dayjs('2026-06-10');

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '1 week', getValue: () => lastVisit.add(1, 'week') },
  { label: '2 weeks', getValue: () => lastVisit.add(2, 'week') },
  { label: '1 month', getValue: () => lastVisit.add(1, 'month') },
  { label: '3 months', getValue: () => lastVisit.add(3, 'month') },
];

export default function CustomizedShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={lastVisit.add(2, 'week')}
        minDate={lastVisit}
        slotProps={{
          layout: {
            sx: {
              // Put the shortcuts in a row under the calendar instead of in a column beside it.
              [`.${pickersLayoutClasses.shortcuts}`]: { gridColumn: '1 / 4', gridRow: 3 },
            },
          },
          shortcuts: {
            items: followUps,
            subheader: (
              <ListSubheader sx={{ width: '100%', lineHeight: 2, bgcolor: 'transparent' }}>
                Follow-up after
              </ListSubheader>
            ),
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              maxWidth: 'none',
              px: 2,
              pb: 2,
              '& .MuiListItem-root': { width: 'auto', p: 0, mr: 1, mb: 1 },
              '& .MuiChip-root': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              '& .MuiChip-root:hover': { bgcolor: 'primary.dark' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}

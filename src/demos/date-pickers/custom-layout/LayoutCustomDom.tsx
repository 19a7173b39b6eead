import type * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

// The action bar comes first and a note follows the calendar.
function CheckInLayout(props: PickersLayoutProps<Dayjs | null> & React.RefAttributes<HTMLDivElement>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);
  const { className, sx, ref } = props;

  return (
    <PickersLayoutRoot
      ref={ref}
      ownerState={ownerState}
      className={[pickersLayoutClasses.root, className].filter(Boolean).join(' ')}
      sx={[
        {
          minWidth: 320,
          bgcolor: 'background.paper',
          [`& .${pickersLayoutClasses.actionBar}`]: { gridRow: 1, justifyContent: 'flex-start' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {toolbar}
      {actionBar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
        <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
          Check-in from 3 pm. Late arrivals after 11 pm: please call the front desk.
        </Alert>
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function LayoutCustomDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-07-14')}
        displayStaticWrapperAs="desktop"
        slots={{ layout: CheckInLayout }}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
        }}
      />
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

interface ChipFieldProps extends DatePickerFieldProps {
  // Every picker passes these three to its field; they are not DOM attributes.
  slots?: object;
  slotProps?: object;
  inputRef?: React.Ref<HTMLInputElement>;
  // What the demo passes through `slotProps.field`.
  title?: string;
  'aria-describedby'?: string;
}

function ChipField(props: ChipFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { slots, slotProps, inputRef, ...domProps } = forwardedProps;
  const pickerContext = usePickerContext();
  const { value, label } = pickerContext;

  return (
    <Chip
      {...domProps}
      ref={pickerContext.triggerRef}
      icon={<CalendarIcon />}
      color="primary"
      variant="outlined"
      label={`${label}: ${value?.isValid() ? value.format('MMM D') : 'any day'}`}
      onClick={() => pickerContext.setOpen((open) => !open)}
    />
  );
}

export default function SpreadProps() {
  const hintId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Pick-up"
          defaultValue={dayjs('2026-05-14')}
          slots={{ field: ChipField }}
          slotProps={{ field: { 'aria-describedby': hintId, title: 'Change the pick-up day' } }}
        />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          Groceries are delivered between 8 am and noon.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

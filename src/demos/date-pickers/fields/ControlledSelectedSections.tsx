import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';

const shortcuts: { type: FieldSectionType; label: string }[] = [
  { type: 'day', label: 'Day' },
  { type: 'month', label: 'Month' },
  { type: 'hours', label: 'Hour' },
  { type: 'minutes', label: 'Minutes' },
];

export default function ControlledSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  const select = (type: FieldSectionType) => {
    setSelectedSections(type);
    // Buttons take the focus: give it back to the field, on the chosen section.
    fieldRef.current?.focusField(type);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shortcuts.map(({ type, label }) => (
            <Button key={type} size="small" variant="outlined" onClick={() => select(type)}>
              {label}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Clinic appointment"
          defaultValue={dayjs('2026-05-12T14:30')}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Selected sections: <code>{JSON.stringify(selectedSections)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

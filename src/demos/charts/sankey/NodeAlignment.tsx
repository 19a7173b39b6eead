import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Students of a fictional university: intake, year 2 and outcome.
const links = [
  { source: 'Intake', target: 'Year 2', value: 820 },
  { source: 'Intake', target: 'Dropped out', value: 180 },
  { source: 'Transfers', target: 'Year 2', value: 60 },
  { source: 'Year 2', target: 'Graduated', value: 790 },
  { source: 'Year 2', target: 'Dropped out', value: 90 },
  { source: 'Exchange', target: 'Graduated', value: 40 },
];

type Align = 'justify' | 'left' | 'right' | 'center';

export default function NodeAlignment() {
  const [align, setAlign] = React.useState<Align>('justify');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_, value: Align | null) => value && setAlign(value)}
        aria-label="Node alignment"
      >
        <ToggleButton value="justify">justify</ToggleButton>
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 300 }} />}>
        <SankeyChart height={300} series={{ data: { links }, nodeOptions: { align } }} />
      </NoSsr>
    </div>
  );
}

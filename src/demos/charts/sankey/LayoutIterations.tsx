import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Primary energy to end use, in petajoules (fictional country).
const links = [
  { source: 'Oil', target: 'Transport', value: 620 },
  { source: 'Oil', target: 'Industry', value: 140 },
  { source: 'Gas', target: 'Electricity', value: 310 },
  { source: 'Gas', target: 'Heating', value: 420 },
  { source: 'Gas', target: 'Industry', value: 180 },
  { source: 'Wind', target: 'Electricity', value: 290 },
  { source: 'Nuclear', target: 'Electricity', value: 150 },
  { source: 'Electricity', target: 'Homes', value: 260 },
  { source: 'Electricity', target: 'Industry', value: 270 },
  { source: 'Electricity', target: 'Transport', value: 40 },
  { source: 'Heating', target: 'Homes', value: 300 },
  { source: 'Heating', target: 'Services', value: 120 },
];

export default function LayoutIterations() {
  const [iterations, setIterations] = React.useState(6);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={iterations}
        onChange={(_, value: number | null) => value !== null && setIterations(value)}
        aria-label="Layout iterations"
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={6}>6</ToggleButton>
        <ToggleButton value={32}>32</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 340 }} />}>
        <SankeyChart height={340} series={{ data: { links }, iterations }} />
      </NoSsr>
    </Box>
  );
}

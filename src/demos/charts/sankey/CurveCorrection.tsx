import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Electricity generated and where it went, in terawatt-hours (fictional country).
const links = [
  { source: 'Wind', target: 'Grid', value: 82 },
  { source: 'Gas', target: 'Grid', value: 95 },
  { source: 'Nuclear', target: 'Grid', value: 41 },
  { source: 'Solar', target: 'Grid', value: 14 },
  { source: 'Grid', target: 'Homes', value: 98 },
  { source: 'Grid', target: 'Industry', value: 86 },
  { source: 'Grid', target: 'Services', value: 48 },
];

export default function CurveCorrection() {
  const [curveCorrection, setCurveCorrection] = React.useState(10);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curveCorrection}
        onChange={(_, value: number | null) => value !== null && setCurveCorrection(value)}
        aria-label="curveCorrection"
      >
        <ToggleButton value={-10}>-10</ToggleButton>
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={10}>10</ToggleButton>
        <ToggleButton value={30}>30</ToggleButton>
        <ToggleButton value={60}>60</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 220 }} />}>
        <SankeyChart height={220} series={{ data: { links }, linkOptions: { curveCorrection } }} />
      </NoSsr>
    </Box>
  );
}

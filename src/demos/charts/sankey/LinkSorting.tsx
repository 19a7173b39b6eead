import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart, type SankeyLinkOptions } from '@mui/x-charts-pro/SankeyChart';

// Freight between three ports and three inland cities, in thousands of containers (fictional).
const links = [
  { source: 'Rotterdam', target: 'Cologne', value: 120 },
  { source: 'Rotterdam', target: 'Duisburg', value: 310 },
  { source: 'Rotterdam', target: 'Basel', value: 90 },
  { source: 'Antwerp', target: 'Cologne', value: 60 },
  { source: 'Antwerp', target: 'Duisburg', value: 140 },
  { source: 'Antwerp', target: 'Basel', value: 180 },
  { source: 'Hamburg', target: 'Duisburg', value: 70 },
  { source: 'Hamburg', target: 'Cologne', value: 200 },
];

type Mode = 'auto' | 'fixed' | 'smallest';

const sortModes: Record<Mode, NonNullable<SankeyLinkOptions['sort']>> = {
  auto: 'auto',
  fixed: 'fixed',
  smallest: (a, b) => a.value - b.value,
};

export default function LinkSorting() {
  const [mode, setMode] = React.useState<Mode>('auto');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: Mode | null) => value && setMode(value)}
        aria-label="Link order"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="smallest">smallest first</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 320 }} />}>
        <SankeyChart height={320} series={{ data: { links }, linkOptions: { sort: sortModes[mode], opacity: 0.6 } }} />
      </NoSsr>
    </div>
  );
}

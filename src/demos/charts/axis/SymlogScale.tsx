import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Fictional yearly net income of six startups, in thousands of dollars: losses and profits
// of very different sizes.
const companies = ['Arbor', 'Brightline', 'Cobalt', 'Dune', 'Ember', 'Fjord'];
const netIncome = [-8500, -420, -15, 40, 900, 24000];

type Scale = 'linear' | 'symlog';
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function SymlogScale() {
  const [scale, setScale] = React.useState<Scale>('symlog');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scale}
        onChange={(_event, value: Scale | null) => value && setScale(value)}
        aria-label="Scale type of the y-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="symlog">symlog</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ data: companies }]}
        yAxis={[
          scale === 'symlog'
            ? {
                scaleType: 'symlog',
                constant: 10,
                tickInterval: [-10000, -1000, -100, -10, 0, 10, 100, 1000, 10000],
                valueFormatter: (v: number) => `$${compact.format(v)}k`,
                width: 60,
              }
            : { scaleType: 'linear', valueFormatter: (v: number) => `$${compact.format(v)}k`, width: 60 },
        ]}
        series={[
          {
            data: netIncome,
            label: 'Net income',
            valueFormatter: (v) => (v === null ? '' : `$${v}k`),
          },
        ]}
      />
    </Stack>
  );
}

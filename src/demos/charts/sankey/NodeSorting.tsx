import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart, type SankeyNodeOptions } from '@mui/x-charts-pro/SankeyChart';

// Monthly budget of a fictional household, in dollars.
const nodes = [
  { id: 'Salary' },
  { id: 'Freelance' },
  { id: 'Budget' },
  { id: 'Leisure' },
  { id: 'Housing' },
  { id: 'Transport' },
  { id: 'Savings' },
  { id: 'Food' },
];
const links = [
  { source: 'Salary', target: 'Budget', value: 4200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1600 },
  { source: 'Budget', target: 'Food', value: 700 },
  { source: 'Budget', target: 'Transport', value: 400 },
  { source: 'Budget', target: 'Savings', value: 1800 },
  { source: 'Budget', target: 'Leisure', value: 500 },
];

type Mode = 'auto' | 'fixed' | 'largest';

const sortModes: Record<Mode, NonNullable<SankeyNodeOptions['sort']>> = {
  auto: 'auto',
  fixed: 'fixed',
  largest: (a, b) => b.value - a.value,
};

export default function NodeSorting() {
  const [mode, setMode] = React.useState<Mode>('auto');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: Mode | null) => value && setMode(value)}
        aria-label="Node order"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="largest">largest first</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 320 }} />}>
        <SankeyChart height={320} series={{ data: { nodes, links }, nodeOptions: { sort: sortModes[mode] } }} />
      </NoSsr>
    </div>
  );
}

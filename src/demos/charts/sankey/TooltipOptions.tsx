import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Monthly budget of a fictional household, in dollars.
const links = [
  { source: 'Salary', target: 'Budget', value: 4200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1600 },
  { source: 'Budget', target: 'Living costs', value: 1700 },
  { source: 'Budget', target: 'Savings', value: 1700 },
];

export default function TooltipOptions() {
  const [showTooltip, setShowTooltip] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showTooltip} onChange={(event) => setShowTooltip(event.target.checked)} />}
        label="Show the tooltip"
      />
      <NoSsr fallback={<div style={{ height: 280 }} />}>
        <SankeyChart
          height={280}
          series={{
            data: { links },
            valueFormatter: (value) => `$${value.toLocaleString('en-US')} per month`,
          }}
          slotProps={{ tooltip: { trigger: showTooltip ? 'item' : 'none' } }}
        />
      </NoSsr>
    </div>
  );
}

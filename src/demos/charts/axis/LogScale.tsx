import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Transistors per microprocessor, approximate counts of landmark chips.
const years = [1971, 1978, 1985, 1993, 2000, 2006, 2012, 2017, 2021];
const transistors = [2300, 29000, 275000, 3100000, 42000000, 291000000, 1400000000, 19200000000, 57000000000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScale() {
  const [log, setLog] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={log} onChange={(event) => setLog(event.target.checked)} />}
        label="Logarithmic y-axis"
      />
      <LineChart
        height={300}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[
          log
            ? { scaleType: 'log', valueFormatter: (v: number) => compact.format(v), width: 50 }
            : { scaleType: 'linear', valueFormatter: (v: number) => compact.format(v), width: 50 },
        ]}
        series={[
          {
            data: transistors,
            label: 'Transistors per chip',
            valueFormatter: (v) => (v === null ? '' : compact.format(v)),
          },
        ]}
      />
    </Stack>
  );
}

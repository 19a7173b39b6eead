import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Fictional closing price of a stock over ten trading days, in dollars.
const days = ['Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 10', 'Mar 11', 'Mar 12', 'Mar 13', 'Mar 14'];
const price = [182.4, 184.1, 183.2, 186.7, 188.9, 187.5, 190.2, 191.8, 189.6, 193.1];

export default function AxisMinMax() {
  const [fromZero, setFromZero] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fromZero} onChange={(event) => setFromZero(event.target.checked)} />}
        label="Start the y-axis at $0"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[
          fromZero
            ? { min: 0, max: 200, valueFormatter: (v: number) => `$${v}` }
            : { min: 180, max: 195, valueFormatter: (v: number) => `$${v}` },
        ]}
        series={[{ data: price, label: 'Closing price', valueFormatter: (v) => `$${v}` }]}
      />
    </Stack>
  );
}

import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Closing price of a fictional stock over ten trading days, in dollars.
const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14'];

export default function HideLegend() {
  const [hideLegend, setHideLegend] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="Hide the legend"
      />
      <LineChart
        height={280}
        hideLegend={hideLegend}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
        series={[
          {
            data: [118.2, 119.5, 117.8, 121.3, 122.9, 122.1, 124.6, 126.0, 125.2, 127.4],
            label: 'Closing price',
            valueFormatter: (value) => (value === null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
      />
    </div>
  );
}

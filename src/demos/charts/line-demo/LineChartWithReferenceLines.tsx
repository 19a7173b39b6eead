import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// CPU load of a fictional web server, percent, sampled every hour.
const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const load = [34, 41, 55, 62, 71, 68, 88, 84, 59, 47];

export default function LineChartWithReferenceLines() {
  const theme = useTheme();

  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, scaleType: 'point' }]}
      yAxis={[{ min: 0, max: 100, label: 'CPU load (%)' }]}
      series={[
        {
          data: load,
          label: 'CPU load',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <ChartsReferenceLine
        y={80}
        label="Alert threshold"
        labelAlign="end"
        lineStyle={{ stroke: (theme.vars ?? theme).palette.error.main, strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine x="13:00" label="Release 4.2" labelAlign="start" />
    </LineChart>
  );
}

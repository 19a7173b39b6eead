import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly mean temperature in Oslo, in °C (approximate 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [-2.3, -2.1, 1.2, 6.0, 11.1, 15.2, 17.7, 16.4, 11.9, 6.4, 1.8, -1.6];

export default function TicksWithoutLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: months,
          // Keep a tick for every month, but only label the first month of each quarter.
          valueFormatter: (month: string, context: AxisValueFormatterContext) =>
            context.location === 'tick' && months.indexOf(month) % 3 !== 0 ? '' : month,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°C` }]}
      series={[{ data: temperature, label: 'Oslo', valueFormatter: (v) => `${v}°C` }]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Daily average temperature in Montreal during the first two weeks of January 2025, in °C (fictional).
const days = Array.from({ length: 14 }, (_, index) => new Date(2025, 0, index + 1));
const temperatures = [-8, -11, -14, -9, -6, -5, -10, -15, -18, -12, -7, -4, -6, -9];

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

export default function AxisFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: days,
          scaleType: 'time',
          // Short dates on the ticks, the full date as the title of the tooltip.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[{ data: temperatures, label: 'Montreal', valueFormatter: (v) => `${v} °C` }]}
    />
  );
}

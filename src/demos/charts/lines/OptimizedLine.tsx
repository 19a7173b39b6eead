import { LineChart } from '@mui/x-charts/LineChart';

// A fictional year of daily electricity demand in a city, GWh, generated with a formula.
const days = Array.from({ length: 365 }, (_, index) => new Date(2025, 0, index + 1));
const demand = days.map(
  (_, index) =>
    Math.round((42 + 8 * Math.cos((2 * Math.PI * (index - 15)) / 365) + 3 * Math.sin(index / 2.3)) * 10) / 10,
);

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function OptimizedLine() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: days,
          scaleType: 'time',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? dateFormat.format(date) : dayFormat.format(date),
        },
      ]}
      yAxis={[{ label: 'Demand (GWh)' }]}
      series={[
        {
          data: demand,
          label: 'Daily demand',
          // Draw a mark on the first day of each month only.
          showMark: ({ position }) => position instanceof Date && position.getDate() === 1,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} GWh`),
        },
      ]}
    />
  );
}

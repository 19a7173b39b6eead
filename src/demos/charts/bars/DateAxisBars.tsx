import { BarChart } from '@mui/x-charts/BarChart';

// Monthly revenue of a fictional online store, in thousands of euros.
const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, index, 1)));
const revenue = [84, 79, 92, 97, 105, 101, 96, 88, 110, 124, 158, 187];

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function DateAxisBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // Short names on the ticks, the full month and year in the tooltip.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortMonth.format(date) : longMonth.format(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[{ data: revenue, label: 'Revenue', valueFormatter: (value) => `€${value}k` }]}
      hideLegend
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// A year of daily electricity use of a fictional household, in kWh, generated with a formula:
// higher in winter, lower at weekends.
const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)));
const usage = days.map((day, index) => {
  const seasonal = 9 + 4 * Math.cos((2 * Math.PI * index) / 365);
  const weekday = day.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 2.5 : 0;
  return Math.round((seasonal + weekend + ((index * 7) % 5) * 0.4) * 10) / 10;
});

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function BatchRendererBars() {
  return (
    <BarChart
      height={300}
      renderer="svg-batch"
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          valueFormatter: (date: Date) => dateFormat.format(date),
          tickLabelInterval: (date: Date) => date.getUTCDate() === 1 && date.getUTCMonth() % 3 === 0,
          tickInterval: (date: Date) => date.getUTCDate() === 1,
        },
      ]}
      yAxis={[{ label: 'Electricity use (kWh)', width: 56 }]}
      series={[{ data: usage, label: 'Daily use', valueFormatter: (value) => `${value} kWh` }]}
      hideLegend
    />
  );
}

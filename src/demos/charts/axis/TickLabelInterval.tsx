import { BarChart } from '@mui/x-charts/BarChart';

// Fictional daily cycling distance of a commuter over four weeks, in km.
const days = Array.from({ length: 28 }, (_, i) => new Date(2025, 8, 1 + i));
const distance = days.map((day) => (day.getDay() === 0 || day.getDay() === 6 ? 35 : 14));

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric' });

export default function TickLabelInterval() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          data: days,
          // A tick for every day, a label only on Mondays.
          tickInterval: () => true,
          tickLabelInterval: (date: Date | undefined) => date?.getDay() === 1,
          valueFormatter: (date: Date) => dayFormat.format(date),
        },
      ]}
      yAxis={[{ label: 'Distance (km)' }]}
      series={[{ data: distance, label: 'Distance', valueFormatter: (v) => `${v} km` }]}
    />
  );
}

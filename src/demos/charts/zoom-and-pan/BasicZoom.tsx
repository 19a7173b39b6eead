import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily visitors of a fictional online shop in 2024: a yearly wave, a weekly rhythm and a trend.
const days = Array.from({ length: 366 }, (_, i) => new Date(2024, 0, 1 + i));
const visitors = days.map((day, i) => {
  const season = 1 + 0.25 * Math.sin(((i - 80) / 366) * 2 * Math.PI);
  const weekend = day.getDay() === 0 || day.getDay() === 6 ? 0.7 : 1;
  return Math.round((4200 + i * 6) * season * weekend);
});

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function BasicZoom() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          id: 'days',
          scaleType: 'time',
          data: days,
          zoom: true,
          valueFormatter: (value: Date) => dateFormatter.format(value),
        },
      ]}
      series={[{ data: visitors, label: 'Visitors per day', showMark: false }]}
    />
  );
}

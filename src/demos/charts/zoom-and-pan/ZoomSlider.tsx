import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly electricity demand of a fictional city over two weeks, in megawatts.
const hours = Array.from({ length: 24 * 14 }, (_, i) => new Date(2025, 0, 6, i));
const demand = hours.map((hour, i) => {
  const daily = Math.sin(((hour.getHours() - 8) / 24) * 2 * Math.PI);
  const weekend = hour.getDay() === 0 || hour.getDay() === 6 ? 0.85 : 1;
  return Math.round((620 + 180 * daily + 15 * Math.sin(i / 5)) * weekend);
});

const hourFormatter = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric' });

export default function ZoomSlider() {
  return (
    <LineChartPro
      height={340}
      xAxis={[
        {
          id: 'hours',
          scaleType: 'time',
          data: hours,
          valueFormatter: (value: Date) => hourFormatter.format(value),
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[
        {
          id: 'demand',
          label: 'Demand (MW)',
          width: 60,
          zoom: { slider: { enabled: true } },
        },
      ]}
      series={[{ data: demand, label: 'Electricity demand', showMark: false, valueFormatter: (v) => `${v} MW` }]}
      initialZoom={[{ axisId: 'hours', start: 0, end: 30 }]}
    />
  );
}

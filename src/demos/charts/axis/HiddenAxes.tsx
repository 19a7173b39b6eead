import { LineChart } from '@mui/x-charts/LineChart';

// Fictional weekly active users of an app over twelve weeks, in thousands.
const weeks = Array.from({ length: 12 }, (_, i) => `Week ${i + 1}`);
const users = [12.1, 12.8, 13.5, 13.2, 14.6, 15.9, 16.4, 17.8, 17.5, 18.9, 20.3, 21.2];

export default function HiddenAxes() {
  return (
    <LineChart
      height={200}
      xAxis={[{ scaleType: 'point', data: weeks, position: 'none' }]}
      yAxis={[{ position: 'none' }]}
      series={[{ data: users, label: 'Weekly active users', area: true, valueFormatter: (v) => `${v}k` }]}
      grid={{ horizontal: true }}
    />
  );
}

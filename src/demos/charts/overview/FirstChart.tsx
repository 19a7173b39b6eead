import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly sign-ups of a fictional SaaS product, in thousands.
const signups2024 = [4.1, 4.4, 5.2, 5.0, 5.8, 6.1, 5.5, 5.3, 6.6, 7.2, 7.9, 6.8];
const signups2025 = [6.9, 7.3, 8.1, 8.4, 9.0, 9.6, 8.8, 8.5, 10.2, 11.0, 11.8, 10.4];

const thousands = (value: number | null) => (value === null ? '' : `${value.toFixed(1)}k`);

export default function FirstChart() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Sign-ups (thousands)', width: 60 }]}
      series={[
        { data: signups2024, label: '2024', valueFormatter: thousands },
        { data: signups2025, label: '2025', valueFormatter: thousands },
      ]}
    />
  );
}

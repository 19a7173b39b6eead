import { BarChart } from '@mui/x-charts/BarChart';

// Fictional monthly revenue of a bakery, in thousands of dollars.
const months = [
  new Date(2025, 0, 1),
  new Date(2025, 1, 1),
  new Date(2025, 2, 1),
  new Date(2025, 3, 1),
  new Date(2025, 4, 1),
  new Date(2025, 5, 1),
  new Date(2025, 6, 1),
  new Date(2025, 7, 1),
  new Date(2025, 8, 1),
  new Date(2025, 9, 1),
  new Date(2025, 10, 1),
  new Date(2025, 11, 1),
];
const revenue = [38, 35, 41, 44, 47, 46, 43, 42, 45, 48, 52, 71];

export default function GroupedXAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          data: months,
          valueFormatter: (date: Date) => date.toLocaleDateString('en-US', { month: 'long' }),
          groups: [
            { getValue: (date: Date) => date.toLocaleDateString('en-US', { month: 'short' }) },
            { getValue: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}` },
            { getValue: (date: Date) => date.getFullYear() },
          ],
        },
      ]}
      series={[{ data: revenue, label: 'Revenue', valueFormatter: (v) => `$${v}k` }]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Unemployment rate, in % of the labour force (approximate yearly averages).
const years = [2018, 2019, 2020, 2021, 2022, 2023];

export default function ToggleVisibility() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { data: [3.9, 3.7, 8.1, 5.4, 3.6, 3.6], label: 'United States' },
        { data: [9.0, 8.4, 8.0, 7.9, 7.3, 7.3], label: 'France' },
        { data: [3.4, 3.1, 3.6, 3.6, 3.1, 3.0], label: 'Germany' },
        { data: [15.3, 14.1, 15.5, 14.8, 12.9, 12.1], label: 'Spain' },
      ]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}

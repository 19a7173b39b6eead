import { LineChart } from '@mui/x-charts/LineChart';

// Weekly weight logged in a fictional fitness app, kg. null: the user did not log that week.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const weight = [82.4, 81.9, null, 81.1, null, null, 80.2, 79.8, null, 79.1];

const kilograms = (value: number | null) => (value === null ? 'Not logged' : `${value} kg`);

export default function LineChartConnectNulls() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, scaleType: 'point' }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { data: weight, label: 'Gaps shown', valueFormatter: kilograms },
        // The same values shifted by 1 kg, so the two lines do not overlap.
        {
          data: weight.map((value) => (value === null ? null : Math.round((value - 1) * 10) / 10)),
          label: 'Gaps connected (minus 1 kg)',
          connectNulls: true,
          valueFormatter: kilograms,
        },
      ]}
    />
  );
}

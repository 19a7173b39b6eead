import { LineChart } from '@mui/x-charts/LineChart';

// Weekly sessions on a fictional online store, in thousands.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const sessions = [12.4, 13.1, 12.8, 14.6, 15.9, 15.2, 17.8, 19.4, 18.7, 21.3];

export default function AreaLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, scaleType: 'point' }]}
      yAxis={[{ label: 'Sessions (thousands)' }]}
      series={[
        {
          data: sessions,
          label: 'Sessions',
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}k`),
        },
      ]}
    />
  );
}

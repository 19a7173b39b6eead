import { BarChart } from '@mui/x-charts/BarChart';

// How the visitors of an online shop reached it, per quarter (number of sessions).
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const sources = [
  { label: 'Search', data: [12400, 13900, 12100, 16800] },
  { label: 'Social', data: [5200, 7100, 8800, 9400] },
  { label: 'Email', data: [3100, 2900, 3300, 5600] },
  { label: 'Direct', data: [4300, 4500, 4200, 5100] },
];

const percent = (value: number) => `${Math.round(value * 100)}%`;

export default function StackedPercentBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: percent, width: 45 }]}
      series={sources.map((source) => ({
        ...source,
        stack: 'sessions',
        stackOffset: 'expand',
        valueFormatter: (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} sessions`),
      }))}
    />
  );
}

import { PieChart } from '@mui/x-charts/PieChart';

// Share of desktop browser usage, in % (fictional figures for one month of web analytics).
const browsers = [
  { id: 0, value: 62, label: 'Chrome' },
  { id: 1, value: 14, label: 'Edge' },
  { id: 2, value: 11, label: 'Safari' },
  { id: 3, value: 7, label: 'Firefox' },
  { id: 4, value: 6, label: 'Other' },
];

export default function PieLegend() {
  return (
    <PieChart
      height={260}
      series={[{ data: browsers, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Monthly visits to a fictional news site by acquisition channel, thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const search = [320, 305, 341, 356, 372, 360, 349, 381];
const direct = [180, 176, 188, 194, 201, 198, 190, 207];
const social = [95, 120, 110, 142, 131, 158, 171, 166];

const thousands = (value: number | null) => (value === null ? '' : `${value}k`);

export default function StackedAreaChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Visits (thousands)' }]}
      series={[
        { data: search, label: 'Search', stack: 'visits', area: true, showMark: false, valueFormatter: thousands },
        { data: direct, label: 'Direct', stack: 'visits', area: true, showMark: false, valueFormatter: thousands },
        { data: social, label: 'Social', stack: 'visits', area: true, showMark: false, valueFormatter: thousands },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Visitors per weekday of a museum, for two weeks.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function FirstChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        { data: [0, 820, 910, 1040, 1390, 2610, 2380], label: 'Week 1' },
        { data: [0, 760, 980, 1120, 1450, 2890, 2140], label: 'Week 2' },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Page views and unique visitors of a fictional blog over one week.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pageViews = [4200, 3900, 4600, 5100, 4800, 3100, 2900];
const visitors = [2400, 2250, 2700, 2950, 2800, 1900, 1750];

export default function SimpleLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, scaleType: 'point' }]}
      series={[
        { data: pageViews, label: 'Page views' },
        { data: visitors, label: 'Unique visitors' },
      ]}
    />
  );
}

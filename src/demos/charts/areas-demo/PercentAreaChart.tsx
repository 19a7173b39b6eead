import { LineChart } from '@mui/x-charts/LineChart';

// Share of worldwide web page views by device type, percent (approximate, StatCounter yearly averages).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const desktop = [62, 56, 49, 46, 47, 47, 43, 39, 42, 38];
const mobile = [33, 40, 47, 51, 50, 50, 55, 59, 56, 60];
const tablet = [5, 4, 4, 3, 3, 3, 2, 2, 2, 2];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function PercentAreaChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      // With stackOffset 'expand' every stack spans 0 to 1.
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        {
          data: desktop,
          label: 'Desktop',
          stack: 'share',
          stackOffset: 'expand',
          area: true,
          showMark: false,
          valueFormatter: percent,
        },
        {
          data: mobile,
          label: 'Mobile',
          stack: 'share',
          stackOffset: 'expand',
          area: true,
          showMark: false,
          valueFormatter: percent,
        },
        {
          data: tablet,
          label: 'Tablet',
          stack: 'share',
          stackOffset: 'expand',
          area: true,
          showMark: false,
          valueFormatter: percent,
        },
      ]}
    />
  );
}

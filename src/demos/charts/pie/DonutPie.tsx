import { PieChart } from '@mui/x-charts/PieChart';

// Desktop browser market share worldwide in 2024, in percent (approximate, StatCounter).
const browsers = [
  { id: 'chrome', value: 65, label: 'Chrome' },
  { id: 'edge', value: 13, label: 'Edge' },
  { id: 'safari', value: 9, label: 'Safari' },
  { id: 'firefox', value: 7, label: 'Firefox' },
  { id: 'opera', value: 3, label: 'Opera' },
  { id: 'other', value: 3, label: 'Other' },
];

export default function DonutPie() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browsers,
          innerRadius: '55%',
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}

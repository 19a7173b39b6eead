import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

// Monthly energy use of a fictional office building, MWh: this year, last year and the target.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const thisYear = [118, 109, 97, 84, 76, 81, 93, 90, 79];
const lastYear = [126, 117, 105, 90, 80, 88, 101, 98, 85];
const target = [115, 106, 95, 82, 74, 79, 89, 87, 77];

export default function DashedLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Energy (MWh)' }]}
      series={[
        { id: 'energy-this-year', data: thisYear, label: 'This year' },
        { id: 'energy-last-year', data: lastYear, label: 'Last year', showMark: false },
        { id: 'energy-target', data: target, label: 'Target', showMark: false, curve: 'linear' },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="energy-last-year"]`]: { strokeDasharray: '8 4' },
        [`& .${lineClasses.line}[data-series="energy-target"]`]: { strokeDasharray: '2 4', strokeLinecap: 'round' },
      }}
    />
  );
}

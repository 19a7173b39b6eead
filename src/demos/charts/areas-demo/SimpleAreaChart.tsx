import { LineChart } from '@mui/x-charts/LineChart';

// Monthly output of a fictional 6 kW rooftop solar installation in southern Germany, kWh.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const output = [190, 290, 520, 690, 780, 810, 830, 740, 560, 380, 210, 150];

export default function SimpleAreaChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Output (kWh)' }]}
      series={[
        {
          data: output,
          label: 'Solar output',
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} kWh`),
        },
      ]}
    />
  );
}

import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Average daily low and high temperature per month, in degrees Celsius.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const lisbon: [number, number][] = [
  [8, 15],
  [9, 16],
  [11, 19],
  [12, 20],
  [14, 23],
  [17, 26],
  [18, 28],
  [19, 29],
  [18, 27],
  [15, 23],
  [11, 18],
  [9, 15],
];

const oslo: [number, number][] = [
  [-7, -1],
  [-7, 0],
  [-4, 4],
  [1, 10],
  [6, 16],
  [10, 20],
  [13, 22],
  [12, 21],
  [8, 16],
  [3, 9],
  [-1, 3],
  [-5, 0],
];

const degrees = (range: [number, number] | null) => (range === null ? '' : `${range[0]} °C to ${range[1]} °C`);

export default function BasicRangeBar() {
  return (
    <BarChartPremium
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C`, width: 50 }]}
      series={[
        { type: 'rangeBar', data: lisbon, label: 'Lisbon', valueFormatter: degrees },
        { type: 'rangeBar', data: oslo, label: 'Oslo', valueFormatter: degrees },
      ]}
    />
  );
}

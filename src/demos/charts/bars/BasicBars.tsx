import { BarChart } from '@mui/x-charts/BarChart';

// Quarterly revenue of a fictional bike shop, in thousands of dollars.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

const kDollars = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { data: [182, 264, 301, 148], label: 'Bikes', valueFormatter: kDollars },
        { data: [64, 92, 105, 71], label: 'Parts', valueFormatter: kDollars },
        { data: [38, 45, 52, 60], label: 'Repairs', valueFormatter: kDollars },
      ]}
    />
  );
}

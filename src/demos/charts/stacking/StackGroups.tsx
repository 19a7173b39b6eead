import { BarChart } from '@mui/x-charts/BarChart';

// Quarterly revenue of a fictional bike maker by product and region, millions of euros.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const euro = (value: number | null) => (value === null ? '' : `€${value}M`);

export default function StackGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: quarters, scaleType: 'band' }]}
      yAxis={[{ label: 'Revenue (EUR millions)' }]}
      series={[
        { data: [12, 18, 21, 10], label: 'Europe, e-bikes', stack: 'europe', valueFormatter: euro },
        { data: [8, 11, 12, 7], label: 'Europe, city bikes', stack: 'europe', valueFormatter: euro },
        { data: [7, 10, 13, 9], label: 'Americas, e-bikes', stack: 'americas', valueFormatter: euro },
        { data: [5, 6, 8, 6], label: 'Americas, city bikes', stack: 'americas', valueFormatter: euro },
      ]}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// Net profit of a fictional airline by quarter, in millions of dollars.
const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
const profit = [-42, 18, 65, -8, -21, 34, 88, 12];

export default function ValuesColor() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `$${value}M`,
          // Bars below zero are red, the others green.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#E53935', '#31B375'] },
        },
      ]}
      series={[{ data: profit, label: 'Net profit', valueFormatter: (v) => `$${v}M` }]}
      hideLegend
    />
  );
}

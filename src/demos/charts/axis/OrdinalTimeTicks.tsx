import { BarChart } from '@mui/x-charts/BarChart';

// Fictional monthly rainfall at a weather station over two years, in mm.
const months = Array.from({ length: 24 }, (_, i) => new Date(2024, i, 1));
const rainfall = months.map((month) => Math.round(60 + 35 * Math.cos((month.getMonth() / 12) * 2 * Math.PI)));

export default function OrdinalTimeTicks() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          data: months,
          // Pick the first frequency that fits: years, then quarters, then months.
          ordinalTimeTicks: ['years', 'quarterly', 'months'],
          valueFormatter: (date: Date) => date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' }),
        },
      ]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
    />
  );
}

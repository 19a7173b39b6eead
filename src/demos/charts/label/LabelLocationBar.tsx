import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generation by source in France, 2023, TWh (approximate, RTE).
const sources = ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Gas'];
const generation = [320, 58, 50, 22, 30];

export default function LabelLocationBar() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: sources, scaleType: 'band' }]}
      yAxis={[{ label: 'Generation (TWh)' }]}
      series={[
        {
          data: generation,
          label: (location) => (location === 'tooltip' ? 'Generation in 2023 (TWh)' : 'France, 2023'),
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
        },
      ]}
    />
  );
}

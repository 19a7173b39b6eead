import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional used cars: age (years) and price (thousands of dollars), generated with a formula.
const cars = Array.from({ length: 40 }, (_, index) => {
  const age = 1 + ((index * 7) % 15) + (index % 3) * 0.3;
  const price = Math.round((32 * Math.pow(0.86, age) + ((index * 13) % 7) - 3) * 10) / 10;
  return { id: index, x: Math.round(age * 10) / 10, y: price };
});

export default function ScatterGrid() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[{ label: 'Age (years)', min: 0 }]}
      yAxis={[{ label: 'Price (k$)', min: 0 }]}
      series={[{ label: 'Cars', data: cars, valueFormatter: (point) => point && `${point.x} years, $${point.y}k` }]}
    />
  );
}

import { PieChart } from '@mui/x-charts/PieChart';

// Germany's public net electricity generation in 2023, in TWh (approximate, Fraunhofer ISE).
const generation = [
  { id: 'wind', value: 140, label: 'Wind' },
  { id: 'coal', value: 114, label: 'Coal' },
  { id: 'solar', value: 60, label: 'Solar' },
  { id: 'gas', value: 46, label: 'Natural gas' },
  { id: 'biomass', value: 42, label: 'Biomass' },
  { id: 'hydro', value: 20, label: 'Hydro' },
  { id: 'nuclear', value: 7, label: 'Nuclear' },
];

export default function BasicPie() {
  return <PieChart height={300} series={[{ data: generation, valueFormatter: (item) => `${item.value} TWh` }]} />;
}

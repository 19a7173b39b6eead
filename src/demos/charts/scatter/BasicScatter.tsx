import { ScatterChart } from '@mui/x-charts/ScatterChart';

// GDP per capita (thousands of US dollars) and life expectancy (years) in 2022 (approximate, World Bank).
const countries = [
  { id: 'us', name: 'United States', x: 76.3, y: 77.4 },
  { id: 'de', name: 'Germany', x: 48.7, y: 80.7 },
  { id: 'gb', name: 'United Kingdom', x: 46.1, y: 80.7 },
  { id: 'fr', name: 'France', x: 40.9, y: 82.0 },
  { id: 'jp', name: 'Japan', x: 34.0, y: 84.0 },
  { id: 'cn', name: 'China', x: 12.7, y: 78.6 },
  { id: 'mx', name: 'Mexico', x: 11.5, y: 74.8 },
  { id: 'br', name: 'Brazil', x: 8.9, y: 73.4 },
  { id: 'za', name: 'South Africa', x: 6.8, y: 61.5 },
  { id: 'id', name: 'Indonesia', x: 4.8, y: 70.9 },
  { id: 'in', name: 'India', x: 2.4, y: 67.7 },
  { id: 'ng', name: 'Nigeria', x: 2.2, y: 53.6 },
];

export default function BasicScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'GDP per capita (thousand $)' }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={[
        {
          label: 'Countries, 2022',
          data: countries,
          valueFormatter: (point, { dataIndex }) =>
            point && `${countries[dataIndex]?.name}: $${point.x}k, ${point.y} years`,
        },
      ]}
    />
  );
}

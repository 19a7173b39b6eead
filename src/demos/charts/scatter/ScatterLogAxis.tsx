import { ScatterChart } from '@mui/x-charts/ScatterChart';

// GDP per capita (US dollars) and life expectancy (years) in 2022 (approximate, World Bank).
const countries = [
  { id: 'us', name: 'United States', x: 76300, y: 77.4 },
  { id: 'de', name: 'Germany', x: 48700, y: 80.7 },
  { id: 'jp', name: 'Japan', x: 34000, y: 84.0 },
  { id: 'cn', name: 'China', x: 12700, y: 78.6 },
  { id: 'br', name: 'Brazil', x: 8900, y: 73.4 },
  { id: 'za', name: 'South Africa', x: 6800, y: 61.5 },
  { id: 'id', name: 'Indonesia', x: 4800, y: 70.9 },
  { id: 'in', name: 'India', x: 2400, y: 67.7 },
  { id: 'ng', name: 'Nigeria', x: 2200, y: 53.6 },
  { id: 'et', name: 'Ethiopia', x: 1000, y: 65.0 },
  { id: 'mg', name: 'Madagascar', x: 500, y: 64.5 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

export default function ScatterLogAxis() {
  return (
    <ScatterChart
      height={320}
      hideLegend
      xAxis={[
        {
          scaleType: 'log',
          min: 400,
          max: 100000,
          label: 'GDP per capita (log scale)',
          valueFormatter: (value: number) => usd.format(value),
        },
      ]}
      yAxis={[{ min: 50, max: 90, label: 'Life expectancy', valueFormatter: (value: number) => `${value} y` }]}
      series={[
        {
          data: countries,
          markerSize: 5,
          valueFormatter: (point, { dataIndex }) =>
            point && `${countries[dataIndex]?.name}: ${usd.format(point.x)}, ${point.y} years`,
        },
      ]}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// Population of European capitals, in millions (approximate city proper figures).
const cities = [
  { region: 'North', city: 'Stockholm', population: 1.0 },
  { region: 'North', city: 'Oslo', population: 0.7 },
  { region: 'North', city: 'Helsinki', population: 0.67 },
  { region: 'South', city: 'Madrid', population: 3.3 },
  { region: 'South', city: 'Rome', population: 2.8 },
  { region: 'South', city: 'Lisbon', population: 0.55 },
  { region: 'West', city: 'Paris', population: 2.1 },
  { region: 'West', city: 'Brussels', population: 1.2 },
  { region: 'West', city: 'Amsterdam', population: 0.93 },
];

export default function GroupedYAxis() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[
        {
          data: cities.map((item) => item.city),
          width: 150,
          groups: [
            { getValue: (city: string) => city, tickSize: 6 },
            {
              getValue: (_city: string, dataIndex: number) => cities[dataIndex]?.region ?? '',
              // Long ticks push the region labels past the city names.
              tickSize: 80,
            },
          ],
        },
      ]}
      xAxis={[{ label: 'Population (millions)' }]}
      series={[
        {
          data: cities.map((item) => item.population),
          label: 'Population',
          valueFormatter: (v) => `${v} M`,
        },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Population of three cities, in millions (approximate census figures).
const years = [1990, 2000, 2010, 2020];

export default function LabelFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}M` }]}
      series={[
        {
          data: [5.0, 6.6, 8.4, 10.2],
          // Short in the legend, explicit in the tooltip.
          label: (location) => (location === 'legend' ? 'Lagos' : 'Lagos, Nigeria (millions)'),
        },
        {
          data: [8.2, 8.0, 8.2, 8.8],
          label: (location) => (location === 'legend' ? 'New York' : 'New York City, USA (millions)'),
        },
        {
          data: [2.2, 2.1, 2.2, 2.1],
          label: (location) => (location === 'legend' ? 'Paris' : 'Paris, France (millions)'),
        },
      ]}
    />
  );
}

import { format } from '@mui/x-charts-vendor/d3-format';
import { BarChart } from '@mui/x-charts/BarChart';

// Population of the five most populous countries, 2023 (approximate, UN estimates).
const countries = ['India', 'China', 'United States', 'Indonesia', 'Pakistan'];
const population = [1428600000, 1425700000, 339900000, 277500000, 240500000];

// d3-format specifiers: '.2s' gives SI prefixes (1.4G), ',' adds thousands separators.
const siPrefix = format('.2s');
const withSeparators = format(',');

export default function D3Formatter() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ data: countries, width: 100 }]}
      xAxis={[
        {
          valueFormatter: (value: number) => siPrefix(value).replace('G', 'B'),
        },
      ]}
      series={[
        {
          data: population,
          label: 'Population',
          valueFormatter: (v) => (v === null ? '' : withSeparators(v)),
        },
      ]}
    />
  );
}

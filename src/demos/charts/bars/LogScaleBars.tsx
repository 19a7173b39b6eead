import { BarChart } from '@mui/x-charts/BarChart';

// Population of a few countries in 2023 (approximate, UN estimates).
const countries = ['China', 'United States', 'Germany', 'Australia', 'Norway', 'Iceland', 'Monaco'];
const population = [1_410_000_000, 335_000_000, 84_000_000, 26_600_000, 5_500_000, 390_000, 39_000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export default function LogScaleBars() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: countries, width: 100 }]}
      xAxis={[
        {
          // A symlog scale behaves like a log scale for large values and is defined at 0,
          // where the bars start.
          scaleType: 'symlog',
          constant: 10_000,
          tickInterval: [0, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9],
          label: 'Population (symlog scale)',
          valueFormatter: (value: number) => compact.format(value),
        },
      ]}
      series={[
        {
          data: population,
          label: 'Population',
          valueFormatter: (value) => (value === null ? '' : compact.format(value)),
        },
      ]}
      hideLegend
    />
  );
}

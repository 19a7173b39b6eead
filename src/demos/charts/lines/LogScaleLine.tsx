import { LineChart } from '@mui/x-charts/LineChart';

// Transistors in a landmark processor of each year (approximate, public manufacturer figures).
const years = [1971, 1978, 1985, 1993, 2000, 2006, 2012, 2017, 2023];
const transistors = [2300, 29000, 275000, 3.1e6, 4.2e7, 2.91e8, 1.4e9, 1.92e10, 9.2e10];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, valueFormatter: (year: number) => `${year}` }]}
      yAxis={[
        {
          scaleType: 'log',
          label: 'Transistors per chip',
          valueFormatter: (value: number) => compact.format(value),
          width: 60,
        },
      ]}
      series={[
        {
          data: transistors,
          label: 'Transistor count',
          curve: 'linear',
          valueFormatter: (value: number | null) => (value === null ? '' : compact.format(value)),
        },
      ]}
    />
  );
}

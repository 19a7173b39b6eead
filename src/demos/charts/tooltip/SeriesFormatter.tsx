import { LineChart } from '@mui/x-charts/LineChart';

// Average price of a litre of petrol in a fictional country, in euros.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function SeriesFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => currency.format(value) }]}
      series={[
        {
          data: [1.78, 1.81, 1.86, 1.92, 1.89, 1.84, 1.8, 1.83],
          label: 'Unleaded 95',
          // Formats the value in the tooltip.
          valueFormatter: (value) => (value === null ? 'No data' : `${currency.format(value)} per litre`),
        },
        {
          data: [1.69, 1.7, 1.74, 1.76, 1.75, 1.71, 1.69, 1.7],
          label: 'Diesel',
          valueFormatter: (value) => (value === null ? 'No data' : `${currency.format(value)} per litre`),
        },
      ]}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// Yearly revenue of a fictional bakery chain, in millions of dollars.
const years = ['2020', '2021', '2022', '2023', '2024'];
const revenue = [12.4, 14.1, 15.8, 15.2, 17.9];

export default function AdvancedFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        {
          data: revenue,
          label: 'Revenue',
          // The context gives the index of the value, so the formatter can compare it with the previous year.
          valueFormatter: (value, { dataIndex }) => {
            if (value === null) {
              return null;
            }
            const previous = revenue[dataIndex - 1];
            if (previous === undefined) {
              return `$${value}M`;
            }
            const change = ((value - previous) / previous) * 100;
            return `$${value}M (${change >= 0 ? '+' : ''}${change.toFixed(1)}% on the previous year)`;
          },
        },
      ]}
    />
  );
}

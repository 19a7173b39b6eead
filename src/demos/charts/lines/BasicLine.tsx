import { LineChart } from '@mui/x-charts/LineChart';

// US unemployment rate, annual average in percent (approximate, U.S. Bureau of Labor Statistics).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const unemployment = [5.3, 4.9, 4.4, 3.9, 3.7, 8.1, 5.3, 3.6, 3.6, 4.0];

export default function BasicLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ label: 'Unemployment (%)', min: 0 }]}
      series={[
        {
          data: unemployment,
          label: 'Unemployment rate',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// US unemployment rate in %, annual average (approximate, Bureau of Labor Statistics).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const unemployment = [5.3, 4.9, 4.4, 3.9, 3.7, 8.1, 5.4, 3.6, 3.6, 4.0];

// Leave 10% of the data range free above and below the line.
const withMargin = (min: number, max: number) => {
  const padding = (max - min) * 0.1;
  return { min: min - padding, max: max + padding };
};

export default function RelativeDomainLimit() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ domainLimit: withMargin, valueFormatter: (v: number) => `${v.toFixed(1)}%` }]}
      series={[{ data: unemployment, label: 'Unemployment rate', valueFormatter: (v) => `${v}%` }]}
    />
  );
}

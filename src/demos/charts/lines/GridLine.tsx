import { LineChart } from '@mui/x-charts/LineChart';

// Euro area annual inflation (HICP), percent (approximate, Eurostat).
const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const inflation = [0.2, 1.5, 1.8, 1.2, 0.3, 2.6, 8.4, 5.4, 2.4];

export default function GridLine() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true, vertical: true }}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ label: 'Inflation (%)' }]}
      series={[
        {
          data: inflation,
          label: 'Euro area inflation',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}

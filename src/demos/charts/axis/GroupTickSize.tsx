import { LineChart } from '@mui/x-charts/LineChart';

// Fictional quarterly subscribers of a streaming service, in millions.
const quarters = [
  { year: 2023, quarter: 'Q1' },
  { year: 2023, quarter: 'Q2' },
  { year: 2023, quarter: 'Q3' },
  { year: 2023, quarter: 'Q4' },
  { year: 2024, quarter: 'Q1' },
  { year: 2024, quarter: 'Q2' },
  { year: 2024, quarter: 'Q3' },
  { year: 2024, quarter: 'Q4' },
];
const subscribers = [18.2, 19.0, 19.6, 21.3, 22.1, 22.8, 23.9, 25.4];

export default function GroupTickSize() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          scaleType: 'point',
          data: quarters.map((item) => `${item.quarter} ${item.year}`),
          groups: [
            { getValue: (_value: string, index: number) => quarters[index]?.quarter ?? '', tickSize: 6 },
            { getValue: (_value: string, index: number) => quarters[index]?.year ?? '', tickSize: 30 },
          ],
        },
      ]}
      series={[{ data: subscribers, label: 'Subscribers', valueFormatter: (v) => `${v} M` }]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Real GDP growth, percent per year (approximate, IMF World Economic Outlook).
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const usa = [2.5, 3.0, 2.5, -2.2, 6.1, 2.5, 2.9, 2.8];
const japan = [1.7, 0.6, -0.4, -4.2, 2.7, 1.0, 1.5, 0.1];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function LabelLocationLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ label: 'GDP growth (%)' }]}
      series={[
        {
          data: usa,
          // Short in the legend, explicit in the tooltip.
          label: (location) => (location === 'legend' ? 'USA' : 'United States, real GDP growth'),
          valueFormatter: percent,
        },
        {
          data: japan,
          label: (location) => (location === 'legend' ? 'Japan' : 'Japan, real GDP growth'),
          valueFormatter: percent,
        },
      ]}
    />
  );
}

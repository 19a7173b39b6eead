import { BarChart } from '@mui/x-charts/BarChart';

// Population of a mid-sized city by age group, in thousands (fictional census).
const ageGroups = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'];
const men = [41.2, 43.8, 52.6, 58.1, 55.4, 49.7, 40.3, 26.9, 11.2];
const women = [39.5, 41.9, 51.0, 57.3, 56.2, 51.8, 44.6, 33.1, 19.8];

// Men are drawn to the left of zero: their values are negated, and the labels drop the sign.
const thousands = (value: number | null) => (value === null ? '' : `${Math.abs(value).toFixed(1)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, width: 75, label: 'Age' }]}
      xAxis={[{ min: -60, max: 60, valueFormatter: (value: number) => `${Math.abs(value)}k` }]}
      series={[
        { data: men.map((value) => -value), label: 'Men', stack: 'population', valueFormatter: thousands },
        { data: women, label: 'Women', stack: 'population', valueFormatter: thousands },
      ]}
    />
  );
}

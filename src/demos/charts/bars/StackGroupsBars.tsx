import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generation in Germany by source, in TWh (approximate, energy-charts.info).
const years = ['2021', '2022', '2023', '2024'];

const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function StackGroupsBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ label: 'Generation (TWh)', width: 56 }]}
      series={[
        { data: [114, 125, 139, 136], label: 'Wind', stack: 'renewable', valueFormatter: twh },
        { data: [49, 59, 60, 72], label: 'Solar', stack: 'renewable', valueFormatter: twh },
        { data: [44, 42, 42, 40], label: 'Biomass', stack: 'renewable', valueFormatter: twh },
        { data: [110, 106, 77, 71], label: 'Lignite', stack: 'fossil', valueFormatter: twh },
        { data: [46, 52, 36, 24], label: 'Hard coal', stack: 'fossil', valueFormatter: twh },
        { data: [50, 45, 45, 49], label: 'Natural gas', stack: 'fossil', valueFormatter: twh },
      ]}
    />
  );
}

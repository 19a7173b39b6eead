import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generation in Germany by renewable source, in TWh (approximate yearly totals).
const years = ['2020', '2021', '2022', '2023'];

export default function BasicLegend() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ label: 'TWh' }]}
      series={[
        { data: [132, 114, 125, 139], label: 'Wind' },
        { data: [50, 49, 60, 62], label: 'Solar' },
        { data: [45, 44, 45, 43], label: 'Biomass' },
        { data: [18, 20, 17, 20], label: 'Hydro' },
      ]}
    />
  );
}

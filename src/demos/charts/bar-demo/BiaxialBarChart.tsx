import { BarChart } from '@mui/x-charts/BarChart';

// Rainfall (mm) and rainy days per month in Bergen, Norway.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [250, 205, 195, 120, 110, 120, 140, 190, 250, 270, 270, 265];
const rainyDays = [20, 17, 18, 15, 15, 15, 16, 18, 20, 21, 21, 21];

export default function BiaxialBarChart() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rainfall', label: 'Rainfall (mm)', width: 60 },
        { id: 'days', label: 'Rainy days', position: 'right', min: 0, max: 31, width: 50 },
      ]}
      series={[
        { data: rainfall, label: 'Rainfall', yAxisId: 'rainfall', valueFormatter: (value) => `${value} mm` },
        { data: rainyDays, label: 'Rainy days', yAxisId: 'days', valueFormatter: (value) => `${value} days` },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Climate of Tokyo: average daily mean temperature (°C) and rainfall (mm) per month (approximate, JMA normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [5.4, 6.1, 9.4, 14.3, 18.8, 21.9, 25.7, 26.9, 23.3, 18.0, 12.5, 7.7];
const rainfall = [60, 56, 117, 125, 138, 168, 154, 168, 210, 198, 93, 58];

export default function BiaxialLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[
        { id: 'tokyo-temperature', label: 'Temperature (°C)', position: 'left' },
        { id: 'tokyo-rainfall', label: 'Rainfall (mm)', position: 'right' },
      ]}
      series={[
        {
          data: temperature,
          label: 'Mean temperature',
          yAxisId: 'tokyo-temperature',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
        },
        {
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'tokyo-rainfall',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} mm`),
        },
      ]}
    />
  );
}

import { RadarChart } from '@mui/x-charts/RadarChart';

// Monthly mean maximum temperature in Lisbon, °C (approximate climate normals).
export default function BasicRadar() {
  return (
    <RadarChart
      height={320}
      series={[
        {
          label: 'Lisbon',
          data: [15, 16, 19, 20, 23, 26, 28, 29, 27, 23, 18, 15],
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      radar={{
        max: 30,
        metrics: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      }}
    />
  );
}

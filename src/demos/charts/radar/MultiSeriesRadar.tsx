import { RadarChart } from '@mui/x-charts/RadarChart';

// Review scores of three fictional laptops, out of 10.
const metrics = ['Performance', 'Battery', 'Display', 'Keyboard', 'Weight', 'Price'];

export default function MultiSeriesRadar() {
  return (
    <RadarChart
      height={340}
      series={[
        { label: 'Aero 14', data: [7, 9, 8, 6, 9, 5] },
        { label: 'Forge 16', data: [10, 5, 9, 8, 4, 4] },
        { label: 'Note 13', data: [5, 8, 6, 7, 8, 9] },
      ]}
      radar={{ max: 10, metrics }}
    />
  );
}

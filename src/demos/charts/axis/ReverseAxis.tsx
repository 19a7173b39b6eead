import { LineChart } from '@mui/x-charts/LineChart';

// Fictional league position of two football clubs after each matchday (1 is first place).
const matchdays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function ReverseAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: matchdays, scaleType: 'point', label: 'Matchday' }]}
      yAxis={[{ reverse: true, min: 1, max: 20, tickInterval: [1, 5, 10, 15, 20], label: 'Position' }]}
      series={[
        { data: [8, 5, 3, 3, 2, 1, 1, 2, 1, 1], label: 'Riverside FC', curve: 'linear' },
        { data: [12, 14, 11, 9, 9, 7, 6, 6, 5, 4], label: 'Harbour United', curve: 'linear' },
      ]}
    />
  );
}

import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A fictional ice-cream kiosk over two summer weeks: the day's top temperature and the cones it sold.
type Day = { date: string; temperature: number; cones: number };

const days: Day[] = [
  { date: 'Jul 1', temperature: 24, cones: 182 },
  { date: 'Jul 2', temperature: 27, cones: 236 },
  { date: 'Jul 3', temperature: 31, cones: 311 },
  { date: 'Jul 4', temperature: 29, cones: 268 },
  { date: 'Jul 5', temperature: 22, cones: 149 },
  { date: 'Jul 6', temperature: 19, cones: 97 },
  { date: 'Jul 7', temperature: 21, cones: 131 },
  { date: 'Jul 8', temperature: 25, cones: 204 },
  { date: 'Jul 9', temperature: 28, cones: 259 },
  { date: 'Jul 10', temperature: 33, cones: 342 },
  { date: 'Jul 11', temperature: 34, cones: 329 },
  { date: 'Jul 12', temperature: 30, cones: 287 },
  { date: 'Jul 13', temperature: 26, cones: 221 },
  { date: 'Jul 14', temperature: 23, cones: 168 },
];

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={300}
      dataset={days}
      xAxis={[{ label: 'Top temperature (°C)', min: 15 }]}
      yAxis={[{ label: 'Cones sold' }]}
      series={[
        {
          label: 'Days',
          datasetKeys: { x: 'temperature', y: 'cones', id: 'date' },
          valueFormatter: (point, { dataIndex }) =>
            point && `${days[dataIndex]?.date}: ${point.x} °C, ${point.y} cones`,
        },
      ]}
    />
  );
}

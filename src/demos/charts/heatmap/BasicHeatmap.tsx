import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Visits to a fictional online shop, in thousands, per weekday and time of day.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['Night', 'Morning', 'Afternoon', 'Evening'];
const visits = [
  [2, 14, 18, 22],
  [2, 15, 19, 21],
  [3, 15, 17, 23],
  [2, 16, 18, 24],
  [3, 13, 16, 20],
  [5, 9, 21, 17],
  [6, 8, 19, 26],
];

// Each cell is [x index, y index, value].
const data: HeatmapValueType[] = visits.flatMap((row, x) => row.map((value, y): HeatmapValueType => [x, y, value]));

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: slots, width: 80 }]}
      series={[{ data, label: 'Visits', valueFormatter: (value) => `${value[2]}k visits` }]}
    />
  );
}

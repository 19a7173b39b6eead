import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Electricity demand in GW of a fictional grid, by hour block and season.
const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];
const hours = ['0-4', '4-8', '8-12', '12-16', '16-20', '20-24'];
const demand = [
  [28, 31, 42, 40, 48, 39],
  [22, 25, 33, 32, 36, 30],
  [24, 26, 36, 41, 39, 32],
  [24, 28, 37, 35, 43, 35],
];

const data: HeatmapValueType[] = demand.flatMap((row, y) => row.map((value, x): HeatmapValueType => [x, y, value]));

export default function HeatmapLegend() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours, label: 'Hour of day' }]}
      yAxis={[{ data: seasons, width: 70 }]}
      series={[{ data, label: 'Demand', valueFormatter: (value) => `${value[2]} GW` }]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}

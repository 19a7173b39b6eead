import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Support tickets opened per hour block and weekday (fictional).
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['8-10', '10-12', '12-14', '14-16', '16-18'];

const data: HeatmapValueType[] = days.flatMap((_day, x) =>
  hours.map((_hour, y): HeatmapValueType => [x, y, 10 + ((x * 13 + y * 17) % 35)]),
);

export default function HeatmapHighlight() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours, width: 60 }]}
      series={[
        {
          data,
          label: 'Tickets',
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (value) => `${value[2]} tickets`,
        },
      ]}
    />
  );
}

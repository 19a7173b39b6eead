import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Air quality index (AQI) of a fictional city, by week and weekday.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];

// A deterministic pattern: worse on weekdays, with a smog episode in week 3.
const data: HeatmapValueType[] = weeks.flatMap((_week, y) =>
  days.map((_day, x): HeatmapValueType => {
    const weekday = x < 5 ? 30 : 0;
    const episode = y === 2 ? 70 : 0;
    return [x, y, 25 + weekday + episode + ((x * 7 + y * 11) % 20)];
  }),
);

export default function HeatmapPiecewiseColor() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: days }]}
      yAxis={[{ data: weeks, width: 70 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            // Good up to 50, moderate up to 100, unhealthy above.
            thresholds: [50, 100],
            colors: ['#4caf50', '#ffb300', '#e53935'],
          },
        },
      ]}
      series={[{ data, label: 'AQI', valueFormatter: (value) => `AQI ${value[2]}` }]}
    />
  );
}

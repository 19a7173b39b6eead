import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';

// Fictional hourly web traffic of a news site over one day, in page views.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const pageViews = hours.map((hour) =>
  Math.round(4000 + 3200 * Math.sin(((hour - 6) / 24) * 2 * Math.PI) + (hour === 8 ? 2500 : 0)),
);

export default function BasicBrush() {
  return (
    <LineChart
      height={300}
      brushConfig={{ enabled: true }}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      series={[{ data: pageViews, label: 'Page views', showMark: false }]}
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}

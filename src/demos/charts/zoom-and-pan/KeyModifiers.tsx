import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly visitors of a fictional news site over one week.
const hours = Array.from({ length: 24 * 7 }, (_, i) => new Date(2025, 2, 3, i));
const visitors = hours.map((hour) => {
  const h = hour.getHours();
  const daytime = h >= 7 && h <= 22 ? 1 : 0.25;
  return Math.round(1800 * daytime * (1 + 0.4 * Math.sin(((h - 6) / 24) * 2 * Math.PI)));
});

const hourFormatter = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric' });

export default function KeyModifiers() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          id: 'hours',
          scaleType: 'time',
          data: hours,
          valueFormatter: (value: Date) => hourFormatter.format(value),
          zoom: true,
        },
      ]}
      series={[{ data: visitors, label: 'Visitors per hour', showMark: false }]}
      zoomInteractionConfig={{
        // The wheel scrolls the page; Ctrl + wheel (Cmd + wheel on macOS) zooms.
        zoom: [{ type: 'wheel', requiredKeys: ['ControlOrMeta'] }, 'pinch'],
        // Shift + wheel pans, a plain drag pans too.
        pan: [{ type: 'wheel', requiredKeys: ['Shift'] }, 'drag'],
      }}
    />
  );
}

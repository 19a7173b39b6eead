import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily steps recorded by a fictional fitness tracker over 60 days.
const days = Array.from({ length: 60 }, (_, i) => new Date(2025, 3, 1 + i));
const steps = days.map((day, i) => {
  const weekend = day.getDay() === 0 || day.getDay() === 6;
  return Math.round((weekend ? 11000 : 7500) + 1500 * Math.sin(i * 1.7));
});

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function PointerModes() {
  return (
    <BarChartPro
      height={300}
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: days,
          valueFormatter: (value: Date) => dayFormatter.format(value),
          zoom: true,
        },
      ]}
      series={[{ data: steps, label: 'Steps', valueFormatter: (v) => v?.toLocaleString('en-US') ?? '' }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 30 }]}
      zoomInteractionConfig={{
        zoom: ['wheel', 'pinch'],
        pan: [
          // With a mouse, a plain drag pans.
          { type: 'drag', pointerMode: 'mouse' },
          // On a touch screen, press and hold first, so that a swipe still scrolls the page.
          { type: 'pressAndDrag', pointerMode: 'touch' },
        ],
      }}
    />
  );
}

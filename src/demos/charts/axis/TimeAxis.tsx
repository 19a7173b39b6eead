import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { LineChart } from '@mui/x-charts/LineChart';

// Fictional daily visitors of an online shop over six weeks, generated with a formula.
const days = Array.from({ length: 42 }, (_, i) => new Date(2025, 2, 1 + i));
const visitors = days.map((day, i) =>
  Math.round(1800 + 40 * i + (day.getDay() === 0 || day.getDay() === 6 ? -600 : 0)),
);

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export default function TimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: days,
          valueFormatter: (date: Date, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? dayFormat.format(date) : fullFormat.format(date),
        },
      ]}
      series={[{ data: visitors, label: 'Visitors', showMark: false }]}
    />
  );
}

import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { LineChart } from '@mui/x-charts/LineChart';

// Fictional weekly sales of a coffee chain in 2024, in thousands of cups.
const weeks = Array.from({ length: 52 }, (_, i) => new Date(2024, 0, 1 + 7 * i));
const cups = weeks.map((_, i) => Math.round(48 + 12 * Math.cos(((i - 2) / 52) * 2 * Math.PI)));

// One tick at the start of each quarter.
const quarterStarts = [0, 3, 6, 9].map((month) => new Date(2024, month, 1));

export default function FixedTicks() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: weeks,
          tickInterval: quarterStarts,
          valueFormatter: (date: Date, context: AxisValueFormatterContext) =>
            context.location === 'tick'
              ? `Q${Math.floor(date.getMonth() / 3) + 1}`
              : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
        },
      ]}
      yAxis={[{ tickInterval: [30, 40, 50, 60], label: 'Cups (thousands)' }]}
      series={[{ data: cups, label: 'Cups sold', showMark: false }]}
    />
  );
}

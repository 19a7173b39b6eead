import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// Daily closing price of a fictional stock over 60 trading days, generated with a formula.
const days = Array.from({ length: 60 }, (_, i) => i + 1);
const price = days.map((day) => Math.round((120 + 8 * Math.sin(day / 6) + day * 0.4) * 100) / 100);

// Shades the selected range with the primary colour and writes the first and last day.
function DayRangeOverlay() {
  const theme = useTheme();
  const brush = useBrush();
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();

  if (!brush) {
    return null;
  }
  const left = Math.min(brush.start.x, brush.current.x);
  const right = Math.max(brush.start.x, brush.current.x);
  const from = Math.round(xScale.invert(left));
  const to = Math.round(xScale.invert(right));
  const color = (theme.vars ?? theme).palette.primary.main;

  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={right - left} height={height} fill={color} fillOpacity={0.15} />
      <line x1={left} x2={left} y1={top} y2={top + height} stroke={color} />
      <line x1={right} x2={right} y1={top} y2={top + height} stroke={color} />
      <text
        x={(left + right) / 2}
        y={top + 16}
        textAnchor="middle"
        fontSize={12}
        fill={(theme.vars ?? theme).palette.text.primary}
      >
        Day {from} to {to}
      </text>
    </g>
  );
}

export default function CustomBrushOverlay() {
  return (
    <LineChart
      height={300}
      brushConfig={{ enabled: true }}
      xAxis={[{ data: days, label: 'Trading day' }]}
      yAxis={[{ valueFormatter: (v: number) => `$${v}` }]}
      series={[{ data: price, label: 'Closing price', showMark: false }]}
    >
      <DayRangeOverlay />
    </LineChart>
  );
}

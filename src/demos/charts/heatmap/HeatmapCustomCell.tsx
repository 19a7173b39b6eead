import { useTheme } from '@mui/material/styles';
import { Heatmap, type HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Commits per weekday over five weeks of a fictional repository.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5'];

const data: HeatmapValueType[] = weeks.flatMap((_week, x) =>
  days.map((_day, y): HeatmapValueType => [x, y, y > 4 ? (x + y) % 3 : 4 + ((x * 5 + y * 3) % 9)]),
);

function RoundedCell({ x, y, width, height, ownerState, ...other }: HeatmapCellProps) {
  const theme = useTheme();
  const size = Math.min(width, height) - 4;
  return (
    <g>
      <rect
        {...other}
        x={x + (width - size) / 2}
        y={y + (height - size) / 2}
        width={size}
        height={size}
        rx={4}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.3 : 1}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={11}
        fill={ownerState.value > 6 ? theme.palette.common.white : theme.palette.common.black}
        pointerEvents="none"
      >
        {ownerState.value}
      </text>
    </g>
  );
}

export default function HeatmapCustomCell() {
  const theme = useTheme();
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: weeks }]}
      yAxis={[{ data: days, width: 50 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 12,
            color: [theme.palette.success.light, theme.palette.success.dark],
          },
        },
      ]}
      series={[{ data, label: 'Commits' }]}
      slots={{ cell: RoundedCell }}
    />
  );
}

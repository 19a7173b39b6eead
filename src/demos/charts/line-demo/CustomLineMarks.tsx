import { useTheme } from '@mui/material/styles';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';
import { useLineSeries } from '@mui/x-charts/hooks';

// Daily maximum temperature in Athens over one fictional week of July, °C.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const maximum = [33, 35, 38, 41, 39, 36, 34];
const HEATWAVE = 38;

// A ring for every point, filled in when the value reaches the heatwave threshold.
function HeatMark({ x, y, id, dataIndex, color, isHighlighted, onClick }: MarkElementProps) {
  const theme = useTheme();
  const series = useLineSeries(id);
  const value = series?.data[dataIndex] ?? null;
  const isHot = value !== null && value >= HEATWAVE;

  return (
    <circle
      cx={x}
      cy={y}
      r={isHot || isHighlighted ? 7 : 5}
      fill={isHot ? color : (theme.vars ?? theme).palette.background.paper}
      stroke={color}
      strokeWidth={2}
      onClick={onClick}
      cursor={onClick ? 'pointer' : undefined}
    />
  );
}

export default function CustomLineMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, scaleType: 'point' }]}
      yAxis={[{ label: 'Maximum (°C)' }]}
      series={[
        {
          id: 'athens-max',
          data: maximum,
          label: `Daily maximum (filled: ${HEATWAVE} °C or more)`,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
        },
      ]}
      slots={{ mark: HeatMark }}
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Weekly orders of a fictional online bakery.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const color = (theme.vars ?? theme).palette.secondary.main;

  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke={color} strokeDasharray="6 4" />
      <text x={left + width - 8} y={top + 18} textAnchor="end" fill={color} fontSize={13}>
        {`${Math.round(width)} × ${Math.round(height)} px`}
      </text>
    </g>
  );
}

export default function DrawingAreaBox() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[{ data: [120, 132, 101, 134, 190, 230, 210], label: 'Orders' }]}
      hideLegend
    >
      <DrawingAreaOutline />
    </BarChart>
  );
}

import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A rectangle covering the drawing area, drawn before the plots so it stays behind them.
function DrawingAreaRect() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      style={{ fill: (theme.vars ?? theme).palette.action.hover }}
      rx={4}
    />
  );
}

// Visitors of a fictional museum per day of a week, in hundreds.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function DrawingAreaBackground() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'point', data: days, id: 'days' }]}
      yAxis={[{ id: 'visitors', min: 0 }]}
      series={[{ type: 'line', data: [8, 12, 11, 14, 19, 31, 27], label: 'Visitors (hundreds)' }]}
    >
      <DrawingAreaRect />
      <ChartsAxisHighlight x="line" />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="visitors" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}

import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Hours of sunshine (bars) and rainy days (line) per month in Madrid.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ComposableChart() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'hours', width: 45 },
        { id: 'days', position: 'right', min: 0, max: 10, width: 35 },
      ]}
      series={[
        { type: 'bar', data: [164, 168, 221, 243, 285, 339], label: 'Sunshine (h)', yAxisId: 'hours' },
        { type: 'line', data: [6, 5, 5, 7, 6, 3], label: 'Rainy days', yAxisId: 'days' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="hours" />
      <ChartsYAxis axisId="days" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}

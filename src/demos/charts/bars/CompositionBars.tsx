import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Climate of Paris: average rainfall (mm) and average high temperature (°C), approximate normals.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [51, 41, 48, 52, 63, 50, 62, 53, 48, 62, 52, 58];
const highs = [7.2, 8.3, 12.2, 15.6, 19.6, 22.7, 25.2, 25, 20.8, 16, 10.8, 7.5];

export default function CompositionBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <ChartsContainer
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', position: 'left', width: 56 },
        { id: 'temperature', label: 'Temperature (°C)', position: 'right', width: 56 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'rainfall',
          label: 'Rainfall',
          data: rainfall,
          yAxisId: 'rain',
          color: palette.info.main,
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          id: 'temperature',
          label: 'Average high',
          data: highs,
          yAxisId: 'temperature',
          color: palette.error.main,
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    >
      <ChartsLegend />
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}

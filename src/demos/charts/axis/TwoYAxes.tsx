import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

// Monthly climate of Mumbai: rainfall in mm and mean temperature in °C (approximate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [1, 0, 0, 1, 12, 525, 840, 530, 340, 90, 15, 3];
const temperature = [24.4, 25.1, 27.0, 28.7, 30.0, 29.0, 27.7, 27.5, 27.7, 28.7, 27.6, 25.8];

export default function TwoYAxes() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', label: 'Rainfall (mm)', width: 60 },
        { id: 'temp', position: 'right', label: 'Temperature (°C)', min: 20, max: 32 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'rainfall',
          yAxisId: 'rain',
          data: rainfall,
          label: 'Rainfall',
          valueFormatter: (v) => `${v} mm`,
        },
        {
          type: 'line',
          id: 'temperature',
          yAxisId: 'temp',
          data: temperature,
          label: 'Temperature',
          valueFormatter: (v) => `${v}°C`,
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temp" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

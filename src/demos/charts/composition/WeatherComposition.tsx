import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// London, monthly averages 1991-2020 (Met Office, Heathrow, rounded).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [56, 42, 39, 43, 47, 47, 45, 53, 50, 67, 66, 59];
const temperature = [5.6, 5.9, 8.0, 10.5, 13.8, 16.9, 19.1, 18.8, 16.1, 12.6, 8.6, 6.0];

export default function WeatherComposition() {
  return (
    <ChartsContainer
      height={320}
      margin={{ right: 8 }}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', min: 0, width: 56 },
        { id: 'temp', label: 'Temperature (°C)', position: 'right', min: 0, width: 56 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'rainfall',
          label: 'Rainfall',
          data: rainfall,
          yAxisId: 'rain',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          id: 'temperature',
          label: 'Mean temperature',
          data: temperature,
          yAxisId: 'temp',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}

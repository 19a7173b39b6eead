import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import { ChartsToolbarPro } from '@mui/x-charts-pro/ChartsToolbarPro';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Monthly rainfall and temperature in Rome, approximate climate normals.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [67, 73, 58, 81, 53, 34, 19, 37, 73, 113, 115, 81];
const temperature = [7.5, 8.2, 10.7, 13.5, 17.7, 21.8, 24.6, 24.6, 21.0, 16.8, 11.8, 8.5];

export default function ExportComposition() {
  return (
    <ChartsDataProviderPro
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', valueFormatter: (value: number) => `${value} mm`, width: 60 },
        { id: 'temp', position: 'right', valueFormatter: (value: number) => `${value} °C`, width: 50 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'rain',
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rain',
          valueFormatter: (v) => `${v} mm`,
        },
        {
          type: 'line',
          id: 'temp',
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temp',
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsToolbarPro />
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temp" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProviderPro>
  );
}

import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

// Climate of Madrid: average rainfall (mm) and average high (°C) per month (approximate, AEMET normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [33, 35, 25, 45, 48, 19, 11, 10, 28, 65, 55, 56];
const highs = [9.8, 12.0, 16.3, 18.2, 22.2, 28.2, 32.1, 31.3, 26.4, 19.4, 13.5, 10.0];

export default function CompositionLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="figcaption" sx={{ typography: 'subtitle2' }}>
        Madrid climate: rainfall and average high
      </Box>
      <ChartsContainer
        height={320}
        xAxis={[{ id: 'madrid-months', data: months, scaleType: 'band' }]}
        yAxis={[
          { id: 'madrid-rain', label: 'Rainfall (mm)', position: 'left' },
          { id: 'madrid-temp', label: 'Average high (°C)', position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            data: rainfall,
            label: 'Rainfall',
            yAxisId: 'madrid-rain',
            valueFormatter: (value) => (value === null ? '' : `${value} mm`),
          },
          {
            type: 'line',
            data: highs,
            label: 'Average high',
            yAxisId: 'madrid-temp',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <ChartsAxisHighlight x="band" />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="madrid-rain" />
        <ChartsYAxis axisId="madrid-temp" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}

import Stack from '@mui/material/Stack';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Monthly active users of a fictional note-taking app, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ProviderAndSurface() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
      yAxis={[{ id: 'users', width: 48 }]}
      series={[
        { type: 'line', id: 'web', label: 'Web', data: [42, 45, 51, 58, 63, 70] },
        { type: 'line', id: 'mobile', label: 'Mobile', data: [30, 36, 44, 47, 55, 66] },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <ChartsLegend direction="horizontal" sx={{ justifyContent: 'flex-end' }} />
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="users" label="Users (k)" />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip trigger="axis" />
    </ChartsDataProvider>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useBarSeries } from '@mui/x-charts/hooks';

// Quarterly revenue of a fictional software company, in millions of dollars.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

function SeriesTotals() {
  const series = useBarSeries();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2 }}>
      {series.map((item) => {
        const total = item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        return (
          <Box key={item.id} sx={{ borderLeft: 4, borderColor: item.color, pl: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {typeof item.label === 'string' ? item.label : String(item.id)}
            </Typography>
            <Typography variant="h6" component="p">
              ${total.toFixed(1)}M
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

export default function HtmlSummary() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'quarter', scaleType: 'band', data: quarters }]}
      yAxis={[{ id: 'revenue', width: 48 }]}
      series={[
        { type: 'bar', id: 'licences', label: 'Licences', data: [4.2, 4.8, 5.1, 6.3] },
        { type: 'bar', id: 'services', label: 'Services', data: [1.9, 2.2, 2.0, 2.6] },
      ]}
    >
      <Box sx={{ width: '100%' }}>
        <SeriesTotals />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis axisId="quarter" />
          <ChartsYAxis axisId="revenue" label="Revenue ($M)" />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}

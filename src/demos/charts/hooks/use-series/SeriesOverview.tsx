import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

// Monthly visits and sign-ups of a fictional website, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

function SeriesList() {
  const series = useSeries();
  const lines = Object.entries(series).map(([type, group]) => {
    const labels = group.seriesOrder.map((id) => {
      const item = group.series[id];
      const label = item && 'label' in item ? item.label : undefined;
      return typeof label === 'string' ? label : String(id);
    });
    return `${type}: ${labels.join(', ')}`;
  });

  return (
    <Typography variant="body2" component="p" sx={{ px: 2 }}>
      Series in this chart, by type. {lines.join(' · ')}
    </Typography>
  );
}

export default function SeriesOverview() {
  return (
    <ChartsDataProvider
      height={240}
      xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'value', width: 40 }]}
      series={[
        { type: 'bar', id: 'visits', label: 'Visits', data: [52, 61, 58, 70, 74, 81] },
        { type: 'line', id: 'signups', label: 'Sign-ups', data: [8, 11, 9, 14, 15, 19] },
      ]}
    >
      <div style={{ width: '100%' }}>
        <SeriesList />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="value" />
        </ChartsSurface>
      </div>
    </ChartsDataProvider>
  );
}

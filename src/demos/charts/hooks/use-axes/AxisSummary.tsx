import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import { useXAxis, useYAxes } from '@mui/x-charts/hooks';

// Monthly temperature (°C) and rainfall (mm) in Sydney (approximate).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function AxisInfo() {
  const xAxis = useXAxis();
  const { yAxis, yAxisIds } = useYAxes();
  const yDescriptions = yAxisIds.map((id) => {
    const axis = yAxis[id];
    const [min, max] = axis ? axis.scale.domain() : [0, 0];
    return `${id} (${axis?.scaleType}, ${Number(min)} to ${Number(max)})`;
  });

  return (
    <Typography variant="body2" component="p" sx={{ px: 2 }}>
      x-axis {String(xAxis.id)}: {xAxis.scaleType}, {xAxis.data?.length ?? 0} categories. y-axes:{' '}
      {yDescriptions.join(', ')}.
    </Typography>
  );
}

export default function AxisSummary() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', width: 40 },
        { id: 'rainfall', position: 'right', width: 40 },
      ]}
      series={[
        {
          type: 'line',
          label: 'Temperature (°C)',
          yAxisId: 'temperature',
          data: [23.5, 23.6, 22.4, 19.8, 16.8, 14.2, 13.4, 14.5, 17.0, 19.0, 20.7, 22.4],
        },
        {
          type: 'line',
          label: 'Rainfall (mm)',
          yAxisId: 'rainfall',
          data: [92, 130, 135, 127, 92, 132, 77, 80, 64, 70, 83, 78],
        },
      ]}
    >
      <div style={{ width: '100%' }}>
        <AxisInfo />
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="temperature" label="°C" />
          <ChartsYAxis axisId="rainfall" label="mm" />
        </ChartsSurface>
      </div>
    </ChartsDataProvider>
  );
}

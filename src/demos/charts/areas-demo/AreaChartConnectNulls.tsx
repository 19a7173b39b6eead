import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily rainfall at a fictional weather station, mm. null: the gauge did not report that day.
const days = ['Jun 1', 'Jun 2', 'Jun 3', 'Jun 4', 'Jun 5', 'Jun 6', 'Jun 7', 'Jun 8', 'Jun 9', 'Jun 10'];
const rainfall = [4.2, 6.8, null, 9.1, 7.4, null, null, 3.2, 5.6, 8.3];

const millimetres = (value: number | null) => (value === null ? 'No report' : `${value} mm`);

export default function AreaChartConnectNulls() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {[false, true].map((connectNulls) => (
        <Stack key={String(connectNulls)} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {connectNulls ? 'connectNulls: true' : 'connectNulls: false (default)'}
          </Typography>
          <LineChart
            height={240}
            hideLegend
            xAxis={[{ data: days, scaleType: 'point' }]}
            yAxis={[{ label: 'Rainfall (mm)' }]}
            series={[{ data: rainfall, label: 'Rainfall', area: true, connectNulls, valueFormatter: millimetres }]}
          />
        </Stack>
      ))}
    </Stack>
  );
}

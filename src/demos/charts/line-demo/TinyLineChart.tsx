import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily sign-ups of a fictional product over the last two weeks.
const signUps = [31, 28, 35, 42, 39, 47, 52, 49, 56, 61, 58, 66, 71, 69];
const days = signUps.map((_, index) => `Day ${index + 1}`);

export default function TinyLineChart() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
      <div>
        <Typography variant="subtitle2" component="p">
          Sign-ups
        </Typography>
        <Typography variant="h5" component="p">
          69
        </Typography>
      </div>
      <LineChart
        height={80}
        margin={4}
        hideLegend
        xAxis={[{ data: days, scaleType: 'point', position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: signUps, label: 'Sign-ups', showMark: false }]}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

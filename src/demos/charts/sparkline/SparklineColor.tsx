import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly sign-ups of a fictional newsletter over 12 weeks.
const signups = [310, 342, 298, 365, 402, 388, 421, 457, 439, 480, 512, 538];

export default function SparklineColor() {
  const theme = useTheme();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <SparkLineChart
        data={signups}
        height={70}
        area
        color={(theme.vars ?? theme).palette.success.main}
        sx={{ flex: 1 }}
      />
      <SparkLineChart
        data={signups}
        height={70}
        plotType="bar"
        color={(mode) => (mode === 'dark' ? '#ce93d8' : '#7b1fa2')}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

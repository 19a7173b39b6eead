import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily active users of a fictional app over two weeks, in thousands.
const activeUsers = [12.4, 13.1, 12.8, 14.2, 15.0, 11.3, 10.9, 13.6, 14.4, 14.1, 15.8, 16.3, 12.7, 12.2];

export default function BasicSparkline() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <SparkLineChart data={activeUsers} height={80} sx={{ flex: 1 }} />
      <SparkLineChart plotType="bar" data={activeUsers} height={80} sx={{ flex: 1 }} />
    </Stack>
  );
}

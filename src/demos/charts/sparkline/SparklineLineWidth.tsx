import Stack from '@mui/material/Stack';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Heart rate during a fictional 20-minute run, one reading per minute, in beats per minute.
const heartRate = [96, 118, 134, 142, 147, 151, 150, 153, 156, 155, 158, 161, 159, 162, 165, 168, 171, 166, 142, 118];

export default function SparklineLineWidth() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <SparkLineChart data={heartRate} height={70} curve="natural" sx={{ flex: 1 }} />
      <SparkLineChart
        data={heartRate}
        height={70}
        curve="natural"
        sx={{ flex: 1, [`& .${lineClasses.line}`]: { strokeWidth: 4, strokeLinecap: 'round' } }}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

// Fictional server metrics, in percent.
export default function BasicGauges() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge height={180} value={62} aria-label="CPU load" aria-valuetext="62%" />
      <Gauge height={180} value={38} aria-label="Disk used" aria-valuetext="38%" />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets of a fictional help desk in one week.
const data = [
  { label: 'Opened', value: 640 },
  { label: 'Answered', value: 590 },
  { label: 'Escalated', value: 120 },
  { label: 'Reopened', value: 35 },
];

export default function FunnelGap() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      <FunnelChart height={260} hideLegend series={[{ data }]} />
      <FunnelChart height={260} hideLegend gap={8} series={[{ data }]} />
    </Stack>
  );
}

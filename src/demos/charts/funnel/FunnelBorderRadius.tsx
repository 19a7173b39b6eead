import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Donation campaign of a fictional charity.
const data = [
  { label: 'Page visits', value: 12000 },
  { label: 'Started form', value: 2300 },
  { label: 'Donated', value: 940 },
  { label: 'Monthly donors', value: 210 },
];

export default function FunnelBorderRadius() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      <FunnelChart height={260} hideLegend gap={6} series={[{ data, borderRadius: 10 }]} />
      <FunnelChart height={260} hideLegend gap={6} series={[{ data, borderRadius: 10, curve: 'bump' }]} />
    </Stack>
  );
}

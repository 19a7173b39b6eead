import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Job applications of one fictional candidate.
export default function FunnelVariant() {
  return (
    <FunnelChart
      height={280}
      gap={4}
      series={[
        {
          variant: 'outlined',
          data: [
            { label: 'Applied', value: 60 },
            { label: 'Replied', value: 21 },
            { label: 'Interviewed', value: 9 },
            { label: 'Offers', value: 2 },
          ],
        },
      ]}
    />
  );
}

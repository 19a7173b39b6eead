import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Growth of a fictional community forum: members per year.
export default function FunnelDirection() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          funnelDirection: 'increasing',
          data: [
            { label: '2021', value: 1200 },
            { label: '2022', value: 3400 },
            { label: '2023', value: 6100 },
            { label: '2024', value: 9800 },
          ],
        },
      ]}
    />
  );
}

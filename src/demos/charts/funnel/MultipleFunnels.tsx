import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Checkout funnel of a fictional shop, desktop and mobile visitors.
const stages = ['Visitors', 'Cart', 'Checkout', 'Purchase'];

export default function MultipleFunnels() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          label: 'Desktop',
          data: [30000, 6000, 3000, 2100].map((value, index) => ({
            label: `Desktop: ${stages[index]}`,
            value,
          })),
        },
        {
          label: 'Mobile',
          data: [18000, 3000, 1200, 700].map((value, index) => ({
            label: `Mobile: ${stages[index]}`,
            value,
          })),
        },
      ]}
    />
  );
}

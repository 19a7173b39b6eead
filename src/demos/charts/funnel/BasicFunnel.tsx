import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Monthly checkout funnel of a fictional online shop.
export default function BasicFunnel() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: [
            { label: 'Visitors', value: 48000 },
            { label: 'Product views', value: 26500 },
            { label: 'Added to cart', value: 9200 },
            { label: 'Checkout', value: 4100 },
            { label: 'Purchases', value: 2900 },
          ],
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
    />
  );
}

import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Conversion funnel of a fictional SaaS product, drawn horizontally.
export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      height={280}
      hideLegend
      categoryAxis={{
        categories: ['Visit', 'Sign-up', 'Trial', 'Paid'],
        position: 'bottom',
      }}
      series={[
        {
          layout: 'horizontal',
          data: [{ value: 52000 }, { value: 6800 }, { value: 2400 }, { value: 610 }],
        },
      ]}
    />
  );
}

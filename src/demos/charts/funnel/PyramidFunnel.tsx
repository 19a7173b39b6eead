import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Population of a fictional town by age group.
export default function PyramidFunnel() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          curve: 'pyramid',
          data: [
            { label: '65+', value: 3100 },
            { label: '40-64', value: 7400 },
            { label: '20-39', value: 8200 },
            { label: '0-19', value: 6900 },
          ],
        },
      ]}
    />
  );
}

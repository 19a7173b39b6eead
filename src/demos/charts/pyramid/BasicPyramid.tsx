import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Maslow's hierarchy of needs, with fictional survey scores (share of respondents who
// say the need is met, %).
export default function BasicPyramid() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          curve: 'pyramid',
          valueFormatter: (item) => `${item.value}%`,
          data: [
            { label: 'Self-actualisation', value: 22 },
            { label: 'Esteem', value: 41 },
            { label: 'Belonging', value: 63 },
            { label: 'Safety', value: 78 },
            { label: 'Physiological', value: 92 },
          ],
        },
      ]}
    />
  );
}

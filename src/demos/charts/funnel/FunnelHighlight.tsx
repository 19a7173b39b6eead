import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Onboarding steps completed by new users of a fictional banking app.
export default function FunnelHighlight() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          highlightScope: { highlight: 'item', fade: 'global' },
          data: [
            { label: 'Downloaded', value: 20000 },
            { label: 'Account created', value: 12500 },
            { label: 'ID verified', value: 8100 },
            { label: 'First deposit', value: 5200 },
          ],
        },
      ]}
    />
  );
}

import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Email campaign of a fictional newsletter.
// Share of the first stage, for the labels.
const sent = 25000;

const data = [
  { label: 'Sent', value: sent },
  { label: 'Delivered', value: 24300 },
  { label: 'Opened', value: 9800 },
  { label: 'Clicked', value: 2100 },
];

export default function FunnelLabelStyling() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} (${Math.round((item.value / sent) * 100)}%)`,
        },
      ]}
      sx={{
        [`& .${funnelClasses.sectionLabel}`]: { fontWeight: 700, fontSize: 14 },
      }}
    />
  );
}

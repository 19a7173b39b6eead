import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Email campaign of a fictional newsletter.
const data = [
  { label: 'Sent', value: 25000 },
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
          valueFormatter: (item) =>
            `${item.value.toLocaleString('en-US')} (${Math.round((item.value / data[0].value) * 100)}%)`,
        },
      ]}
      sx={{
        [`& .${funnelClasses.sectionLabel}`]: { fontWeight: 700, fontSize: 14 },
      }}
    />
  );
}

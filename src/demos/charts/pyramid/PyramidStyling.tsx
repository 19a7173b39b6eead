import { useTheme } from '@mui/material/styles';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Customer tiers of a fictional loyalty programme, in members.
export default function PyramidStyling() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return (
    <FunnelChart
      height={300}
      gap={4}
      colors={[palette.secondary.dark, palette.secondary.main, palette.secondary.light]}
      series={[
        {
          curve: 'pyramid',
          borderRadius: 6,
          variant: 'outlined',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} members`,
          data: [
            { label: 'Gold', value: 1200 },
            { label: 'Silver', value: 8600 },
            { label: 'Bronze', value: 31000 },
          ],
        },
      ]}
      sx={{ [`& .${funnelClasses.sectionLabel}`]: { fontWeight: 600 } }}
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Leads of a fictional agency; the last stage is highlighted in the theme's success colour.
export default function FunnelColors() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return (
    <FunnelChart
      height={280}
      colors={[palette.primary.dark, palette.primary.main, palette.primary.light]}
      series={[
        {
          data: [
            { label: 'Contacts', value: 900 },
            { label: 'Meetings', value: 300 },
            { label: 'Quotes', value: 140 },
            { label: 'Signed', value: 45, color: palette.success.main },
          ],
        },
      ]}
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Number of guests per month at a fictional hotel, in hundreds.
const months = ['May', 'Jun', 'Jul', 'Aug', 'Sep'];

export default function SeriesColor() {
  const theme = useTheme();
  // With CSS theme variables, theme.vars holds var(--mui-palette-...) references that follow the colour scheme.
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { data: [12, 18, 26, 27, 15], label: 'Leisure', color: palette.primary.main },
        { data: [9, 8, 5, 4, 11], label: 'Business', color: palette.secondary.main },
        { data: [3, 4, 6, 6, 3], label: 'Groups', color: palette.warning.main },
      ]}
    />
  );
}

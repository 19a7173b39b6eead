import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Hours a fictional agency logged per client project this month.
const projects = [
  'Checkout redesign',
  'Mobile app v3',
  'Design system',
  'Analytics dashboard',
  'Marketing site',
  'Accessibility audit',
];
const hours = [164, 138, 112, 87, 54, 31];
// Past the longest bar, so that its label still fits on narrow screens.
const axisMax = 250;

export default function HorizontalBars() {
  const theme = useTheme();
  // With CSS theme variables, theme.vars holds var(--mui-...) references that follow light and dark mode.
  const barColor = (theme.vars ?? theme).palette.primary.main;

  return (
    <BarChart
      height={340}
      layout="horizontal"
      borderRadius={4}
      yAxis={[{ scaleType: 'band', data: projects, width: 140 }]}
      xAxis={[{ label: 'Hours logged', max: axisMax }]}
      series={[
        {
          data: hours,
          label: 'Hours',
          valueFormatter: (value) => (value === null ? '' : `${value} h`),
          color: barColor,
          barLabel: (item) => (item.value === null ? null : `${item.value} h`),
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Sessions on a fictional news site last month, by device and operating system, in percent.
export default function TwoLevelPie() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  const devices = [
    { id: 'mobile', value: 58, label: 'Mobile', color: palette.primary.main },
    { id: 'desktop', value: 37, label: 'Desktop', color: palette.secondary.main },
    { id: 'tablet', value: 5, label: 'Tablet', color: palette.warning.main },
  ];

  // Each operating system takes a shade of its device's colour, in the same order around the circle.
  const systems = [
    { id: 'android', value: 34, label: 'Android', color: palette.primary.dark },
    { id: 'ios', value: 24, label: 'iOS', color: palette.primary.light },
    { id: 'windows', value: 26, label: 'Windows', color: palette.secondary.dark },
    { id: 'macos', value: 8, label: 'macOS', color: palette.secondary.light },
    { id: 'linux', value: 3, label: 'Linux', color: palette.secondary.main },
    { id: 'ipados', value: 3, label: 'iPadOS', color: palette.warning.dark },
    { id: 'android-tablet', value: 2, label: 'Android tablets', color: palette.warning.light },
  ];

  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'devices',
          data: devices,
          outerRadius: '55%',
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (item) => `${item.value}% of sessions`,
        },
        {
          id: 'systems',
          data: systems,
          innerRadius: '60%',
          outerRadius: '95%',
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (item) => `${item.value}% of sessions`,
        },
      ]}
      sx={{ '& text': { fill: palette.common.white, fontWeight: 600 } }}
    />
  );
}

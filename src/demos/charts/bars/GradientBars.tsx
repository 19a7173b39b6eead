import { useTheme } from '@mui/material/styles';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Average monthly sunshine in Madrid, in hours (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [157, 173, 223, 246, 295, 336, 366, 339, 256, 206, 158, 137];

const gradientId = 'sunshine-gradient';

// Rendered inside the chart's SVG, so it can read the plotting area.
function SunshineGradient() {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  return (
    <defs>
      {/* userSpaceOnUse: one gradient for the whole plot, so a bar's colour depends on its height. */}
      <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" x2="0" y1={top + height} y2={top}>
        <stop offset="0" stopColor={(theme.vars ?? theme).palette.warning.light} />
        <stop offset="1" stopColor={(theme.vars ?? theme).palette.error.main} />
      </linearGradient>
    </defs>
  );
}

export default function GradientBars() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Sunshine (hours)', width: 56 }]}
      series={[
        {
          data: sunshine,
          label: 'Madrid',
          // The plain colour is used by the tooltip; CSS paints the bars with the gradient.
          color: (theme.vars ?? theme).palette.warning.main,
          valueFormatter: (value) => `${value} h`,
        },
      ]}
      hideLegend
      sx={{ [`& .${barClasses.element}`]: { fill: `url(#${gradientId})` } }}
    >
      <SunshineGradient />
    </BarChart>
  );
}

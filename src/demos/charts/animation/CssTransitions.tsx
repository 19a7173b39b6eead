import { LineChart, lineElementClasses, areaElementClasses } from '@mui/x-charts/LineChart';

// Fictional monthly active users of three apps, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function CssTransitions() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [42, 45, 51, 58, 61, 66, 72, 80], label: 'Notes', area: true },
        { data: [30, 33, 31, 36, 40, 38, 42, 47], label: 'Tasks', area: true },
        { data: [12, 15, 19, 22, 27, 33, 35, 41], label: 'Calendar', area: true },
      ].map((series) => ({
        ...series,
        showMark: false,
        highlightScope: { highlight: 'series' as const, fade: 'global' as const },
      }))}
      sx={{
        // The fade of the other series on hover is a CSS transition: slow it down.
        [`& .${lineElementClasses.root}, & .${areaElementClasses.root}`]: {
          transitionDuration: '800ms',
          transitionTimingFunction: 'ease-in-out',
        },
      }}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// Downloads of a fictional mobile app by platform, in thousands per week.
const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'];

export default function HideAxisValue() {
  return (
    <BarChart
      height={300}
      // hideTooltip removes the axis value from the top of the tooltip.
      xAxis={[{ scaleType: 'band', data: weeks, hideTooltip: true }]}
      series={[
        { data: [21, 24, 19, 28, 31], label: 'Android', valueFormatter: (v) => `${v}k` },
        { data: [17, 18, 20, 22, 25], label: 'iOS', valueFormatter: (v) => `${v}k` },
      ]}
    />
  );
}

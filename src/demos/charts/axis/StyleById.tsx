import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Fictional monthly revenue (k$) and conversion rate (%) of an online shop.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function StyleById() {
  const theme = useTheme();
  const revenueColor = (theme.vars ?? theme).palette.primary.main;
  const conversionColor = (theme.vars ?? theme).palette.warning.main;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'revenue', position: 'left', valueFormatter: (v: number) => `$${v}k` },
        { id: 'conversion', position: 'right', valueFormatter: (v: number) => `${v}%` },
      ]}
      series={[
        {
          data: [120, 132, 128, 145, 160, 171],
          label: 'Revenue',
          yAxisId: 'revenue',
          color: revenueColor,
        },
        {
          data: [2.1, 2.4, 2.2, 2.6, 2.9, 3.1],
          label: 'Conversion',
          yAxisId: 'conversion',
          color: conversionColor,
        },
      ]}
      sx={{
        // Each axis root has the class `MuiChartsAxis-id-<axis id>`.
        [`& .${axisClasses.id}-revenue`]: {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: revenueColor },
          [`& .${axisClasses.tickLabel}`]: { fill: revenueColor },
        },
        [`& .${axisClasses.id}-conversion`]: {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: conversionColor },
          [`& .${axisClasses.tickLabel}`]: { fill: conversionColor },
        },
      }}
    />
  );
}

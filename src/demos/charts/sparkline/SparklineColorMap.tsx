import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Monthly net cash flow of a fictional small business, in thousands of dollars.
const cashFlow = [12, 8, -4, 6, 15, -9, -3, 7, 11, 18, -6, 14];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function SparklineColorMap() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <SparkLineChart
      plotType="bar"
      data={cashFlow}
      height={100}
      showTooltip
      showHighlight
      xAxis={{ scaleType: 'band', data: months }}
      yAxis={{ colorMap: { type: 'piecewise', thresholds: [0], colors: [palette.error.main, palette.success.main] } }}
      valueFormatter={(value) => (value === null ? '' : `${value < 0 ? '-' : '+'}$${Math.abs(value)}k`)}
    />
  );
}

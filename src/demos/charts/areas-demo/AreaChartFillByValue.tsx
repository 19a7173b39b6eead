import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly net cash flow of a fictional start-up, thousands of euros.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cashFlow = [-42, -35, -28, -12, 6, -4, 18, 27, 22, 35, 41, 53];

export default function AreaChartFillByValue() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[
        {
          label: 'Net cash flow (EUR thousands)',
          // Below 0 uses the error colour, 0 and above the success colour.
          colorMap: { type: 'piecewise', thresholds: [0], colors: [palette.error.main, palette.success.main] },
        },
      ]}
      series={[
        {
          data: cashFlow,
          label: 'Net cash flow',
          area: true,
          curve: 'linear',
          valueFormatter: (value: number | null) => (value === null ? '' : `€${value}k`),
        },
      ]}
    />
  );
}

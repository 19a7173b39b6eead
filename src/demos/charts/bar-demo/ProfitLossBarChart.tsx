import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Monthly net result of a small design studio, in thousands of dollars.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const result = [12.4, 8.1, -3.6, 5.2, 14.8, -7.9, -2.3, 9.6, 16.1, 11.0, -1.4, 18.7];

export default function ProfitLossBarChart() {
  const theme = useTheme();
  const profit = (theme.vars ?? theme).palette.success.main;
  const loss = (theme.vars ?? theme).palette.error.main;

  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k`, width: 50 }]}
      series={[
        {
          data: result,
          label: 'Net result',
          color: profit,
          colorGetter: ({ value }) => (value !== null && value < 0 ? loss : profit),
          valueFormatter: (value) => (value === null ? '' : `${value < 0 ? '−' : '+'}$${Math.abs(value).toFixed(1)}k`),
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine y={0} lineStyle={{ stroke: (theme.vars ?? theme).palette.text.primary }} />
    </BarChart>
  );
}

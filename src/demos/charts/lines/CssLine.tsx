import { LineChart, lineClasses, markElementClasses } from '@mui/x-charts/LineChart';

// Monthly orders of a fictional bakery against its plan.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const orders = [820, 870, 940, 910, 1030, 1110, 1080, 1190];
const plan = [800, 850, 900, 950, 1000, 1050, 1100, 1150];

export default function CssLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Orders' }]}
      series={[
        { id: 'bakery-orders', data: orders, label: 'Orders' },
        { id: 'bakery-plan', data: plan, label: 'Plan', showMark: false, curve: 'linear' },
      ]}
      sx={(theme) => ({
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        // data-series holds the series id, so one series can get its own style.
        [`& .${lineClasses.line}[data-series="bakery-plan"]`]: {
          strokeDasharray: '6 4',
          strokeWidth: 2,
        },
        [`& .${markElementClasses.root}`]: {
          fill: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 2,
        },
      })}
    />
  );
}

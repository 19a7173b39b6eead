import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

// Exchange rate of the euro, in US dollars (approximate monthly averages, 2024).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rates = [1.091, 1.079, 1.087, 1.073, 1.081, 1.076, 1.084, 1.101, 1.111, 1.09, 1.063, 1.048];

export default function TooltipStyle() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => value.toFixed(2) }]}
      series={[{ data: rates, label: 'EUR/USD', valueFormatter: (v) => (v === null ? '' : `$${v.toFixed(3)}`) }]}
      slotProps={{
        tooltip: {
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 2,
              border: 1,
              borderColor: 'primary.main',
              boxShadow: 4,
            },
            [`& .${chartsTooltipClasses.axisValueCell}`]: {
              color: 'primary.main',
              fontWeight: 700,
            },
            [`& .${chartsTooltipClasses.valueCell}`]: {
              fontFamily: 'monospace',
              fontSize: 14,
            },
          },
        },
      }}
    />
  );
}

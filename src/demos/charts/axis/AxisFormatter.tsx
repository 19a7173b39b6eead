import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { BarChart } from '@mui/x-charts/BarChart';

// Fictional monthly revenue of a software company, in dollars.
const months = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const revenue = [1240000, 1315000, 1480000, 1390000, 1575000, 1690000];

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const toDate = (code: string) => new Date(Number(code.slice(0, 4)), Number(code.slice(5)) - 1, 1);
const millions = (value: number) => `$${(value / 1000000).toFixed(1)}M`;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function AxisFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          data: months,
          // Short label under the bars, full month and year in the tooltip.
          valueFormatter: (code: string, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? shortMonth.format(toDate(code)) : longMonth.format(toDate(code)),
        },
      ]}
      yAxis={[{ valueFormatter: millions }]}
      series={[
        {
          data: revenue,
          label: 'Revenue',
          valueFormatter: (v) => (v === null ? '' : dollars.format(v)),
        },
      ]}
    />
  );
}

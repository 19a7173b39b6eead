import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// How a software company's operating profit builds up over one year, in millions of dollars.
const steps = [
  { label: 'Revenue', amount: 48.0, total: true },
  { label: 'Hosting', amount: -9.5 },
  { label: 'Salaries', amount: -21.3 },
  { label: 'Marketing', amount: -6.2 },
  { label: 'Services', amount: 3.4 },
  { label: 'Operating profit', amount: 0, total: true },
];

// Each bar floats on an invisible base: the running total before the step.
const bases: number[] = [];
const bars: number[] = [];
let running = 0;
for (const step of steps) {
  if (step.total) {
    const value = step.amount || running;
    bases.push(0);
    bars.push(value);
    running = value;
  } else {
    const next = running + step.amount;
    bases.push(Math.min(running, next));
    bars.push(Math.abs(step.amount));
    running = next;
  }
}

export default function WaterfallBarChart() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: steps.map((step) => step.label) }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M`, width: 50 }]}
      series={[
        // The base is transparent, and a null label keeps it out of the tooltip.
        { data: bases, stack: 'waterfall', color: 'transparent', valueFormatter: () => null },
        {
          data: bars,
          stack: 'waterfall',
          label: 'Amount',
          color: palette.primary.main,
          colorGetter: ({ dataIndex }) => {
            const step = steps[dataIndex];
            if (!step || step.total) {
              return palette.primary.main;
            }
            return step.amount < 0 ? palette.error.main : palette.success.main;
          },
          valueFormatter: (value, { dataIndex }) => {
            const step = steps[dataIndex];
            if (value === null || !step) {
              return '';
            }
            const sign = step.total ? '' : step.amount < 0 ? '−' : '+';
            return `${sign}$${value.toFixed(1)}M`;
          },
        },
      ]}
      hideLegend
    />
  );
}

import { BarChartPremium, rangeBarClasses } from '@mui/x-charts-premium/BarChartPremium';
import { barClasses } from '@mui/x-charts-premium/BarChart';

// Salary bands of an engineering team (minimum to maximum), in thousands of euros per year.
const levels = ['Junior', 'Mid-level', 'Senior', 'Staff', 'Principal'];
const band: [number, number][] = [
  [42, 55],
  [52, 70],
  [66, 88],
  [84, 110],
  [105, 135],
];
const offers: [number, number][] = [
  [48, 50],
  [60, 63],
  [75, 80],
  [96, 98],
  [118, 122],
];

const euros = (range: [number, number] | null) => (range === null ? '' : `€${range[0]}k to €${range[1]}k`);

export default function CssRangeBar() {
  return (
    <BarChartPremium
      height={320}
      xAxis={[{ scaleType: 'band', data: levels, barGapRatio: -1 }]}
      yAxis={[{ min: 30, valueFormatter: (value: number) => `€${value}k`, width: 55 }]}
      series={[
        { id: 'band', type: 'rangeBar', data: band, label: 'Salary band', valueFormatter: euros },
        { id: 'offers', type: 'rangeBar', data: offers, label: 'Offers made this year', valueFormatter: euros },
      ]}
      sx={(theme) => ({
        // Every bar of every range bar series.
        [`& .${rangeBarClasses.series} .${barClasses.element}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 1,
        },
        // The bars of one series, found by its id.
        [`& .${rangeBarClasses.series}[data-series="band"] .${barClasses.element}`]: {
          fillOpacity: 0.35,
          strokeDasharray: '4 3',
          stroke: (theme.vars ?? theme).palette.text.secondary,
        },
      })}
    />
  );
}

import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Lowest and highest price of a share on each trading day of one week, in US dollars.
type TradingDay = {
  day: string;
  low: number;
  high: number;
};

const week: TradingDay[] = [
  { day: 'Mon 3 Mar', low: 182.4, high: 186.9 },
  { day: 'Tue 4 Mar', low: 184.1, high: 189.3 },
  { day: 'Wed 5 Mar', low: 187.6, high: 188.8 },
  { day: 'Thu 6 Mar', low: 179.2, high: 187.0 },
  { day: 'Fri 7 Mar', low: 180.5, high: 183.7 },
];

export default function DatasetRangeBar() {
  return (
    <BarChartPremium
      height={300}
      dataset={week}
      xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
      yAxis={[{ min: 175, max: 192, valueFormatter: (value: number) => `$${value}`, width: 50 }]}
      grid={{ horizontal: true }}
      series={[
        {
          type: 'rangeBar',
          datasetKeys: { start: 'low', end: 'high' },
          label: 'Daily price range',
          valueFormatter: (range) => (range === null ? '' : `$${range[0].toFixed(2)} to $${range[1].toFixed(2)}`),
        },
      ]}
    />
  );
}

import { LineChart } from '@mui/x-charts/LineChart';

// Monthly sales of a fictional shop, in thousands of dollars, with the target and a 3-month average.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const sales = [42, 38, 51, 47, 55, 60, 58, 64];
const average = sales.map((_, index) => {
  const window = sales.slice(Math.max(0, index - 2), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function HideSeriesValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: sales, label: 'Sales', valueFormatter: (v) => `$${v}k` },
        // Returning null hides the series from the tooltip; it stays in the plot and the legend.
        { data: average, label: '3-month average', showMark: false, valueFormatter: () => null },
        // Shows the target in the tooltip only for the months that missed it.
        {
          data: sales.map(() => 50),
          label: 'Target',
          showMark: false,
          valueFormatter: (v, { dataIndex }) => ((sales[dataIndex] ?? 0) < 50 ? `$${v}k` : null),
        },
      ]}
    />
  );
}

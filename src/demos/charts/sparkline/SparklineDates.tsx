import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing price of a fictional stock over 15 trading days, in dollars.
const prices = [
  184.2, 186.9, 185.1, 188.4, 190.3, 189.7, 192.8, 191.5, 194.1, 196.6, 195.2, 193.4, 197.9, 199.3, 198.1,
];

// Weekdays from Monday 3 March 2025, skipping weekends.
const days: Date[] = [];
for (let day = 3; days.length < prices.length; day += 1) {
  const date = new Date(2025, 2, day);
  if (date.getDay() !== 0 && date.getDay() !== 6) days.push(date);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

export default function SparklineDates() {
  return (
    <SparkLineChart
      data={prices}
      height={100}
      area
      showTooltip
      showHighlight
      xAxis={{ scaleType: 'point', data: days, valueFormatter: (value: Date) => dateFormat.format(value) }}
      valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';

// Cash flow of a household per month, in euros: money in above zero, money out below.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const euros = (value: number | null) => (value === null ? '' : `€${Math.abs(value).toLocaleString('en-US')}`);

export default function StackedBySignBarChart() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value < 0 ? '−' : ''}€${Math.abs(value) / 1000}k`, width: 50 }]}
      series={[
        { data: [3200, 3200, 3200, 3350, 3350, 3350], label: 'Salary', stack: 'cash', valueFormatter: euros },
        { data: [450, 0, 620, 380, 0, 900], label: 'Freelance', stack: 'cash', valueFormatter: euros },
        { data: [-1250, -1250, -1250, -1250, -1250, -1250], label: 'Rent', stack: 'cash', valueFormatter: euros },
        { data: [-610, -580, -655, -600, -640, -720], label: 'Groceries', stack: 'cash', valueFormatter: euros },
        {
          data: [-300, -820, -240, -410, -1900, -350],
          label: 'Travel and leisure',
          stack: 'cash',
          valueFormatter: euros,
        },
      ]}
    />
  );
}

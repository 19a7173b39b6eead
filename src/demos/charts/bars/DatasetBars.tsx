import { BarChart } from '@mui/x-charts/BarChart';

// One record per month, as an API or a database query would return them.
type MonthlyVisits = {
  month: string;
  newVisitors: number;
  returningVisitors: number;
};

const visits: MonthlyVisits[] = [
  { month: 'Jan', newVisitors: 12400, returningVisitors: 8300 },
  { month: 'Feb', newVisitors: 11800, returningVisitors: 8900 },
  { month: 'Mar', newVisitors: 13900, returningVisitors: 9600 },
  { month: 'Apr', newVisitors: 15200, returningVisitors: 10100 },
  { month: 'May', newVisitors: 14600, returningVisitors: 11400 },
  { month: 'Jun', newVisitors: 16900, returningVisitors: 12200 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function DatasetBars() {
  return (
    <BarChart
      height={300}
      dataset={visits}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
      series={[
        { dataKey: 'newVisitors', label: 'New visitors' },
        { dataKey: 'returningVisitors', label: 'Returning visitors' },
      ]}
    />
  );
}

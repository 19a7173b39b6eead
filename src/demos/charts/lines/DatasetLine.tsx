import { LineChart } from '@mui/x-charts/LineChart';

// Average daily high and low temperatures in London, °C (approximate, Met Office 1991-2020 normals).
type MonthlyTemperature = { month: string; high: number; low: number };

const london: MonthlyTemperature[] = [
  { month: 'Jan', high: 8.1, low: 2.4 },
  { month: 'Feb', high: 8.8, low: 2.2 },
  { month: 'Mar', high: 11.5, low: 3.8 },
  { month: 'Apr', high: 14.6, low: 5.6 },
  { month: 'May', high: 18.1, low: 8.7 },
  { month: 'Jun', high: 21.1, low: 11.7 },
  { month: 'Jul', high: 23.4, low: 13.9 },
  { month: 'Aug', high: 23.0, low: 13.7 },
  { month: 'Sep', high: 20.0, low: 11.4 },
  { month: 'Oct', high: 15.6, low: 8.5 },
  { month: 'Nov', high: 11.4, low: 5.1 },
  { month: 'Dec', high: 8.7, low: 2.9 },
];

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function DatasetLine() {
  return (
    <LineChart
      height={300}
      dataset={london}
      xAxis={[{ dataKey: 'month', scaleType: 'point' }]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[
        { dataKey: 'high', label: 'Average high', valueFormatter: celsius },
        { dataKey: 'low', label: 'Average low', valueFormatter: celsius },
      ]}
    />
  );
}

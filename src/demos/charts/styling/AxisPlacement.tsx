import { LineChart } from '@mui/x-charts/LineChart';

// Share price of a fictional company (left axis, dollars) and its trading volume (right axis, millions of shares).
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function AxisPlacement() {
  return (
    <LineChart
      height={320}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      xAxis={[{ scaleType: 'point', data: days, position: 'top' }]}
      yAxis={[
        { id: 'price', position: 'left', label: 'Price ($)', width: 60 },
        { id: 'volume', position: 'right', label: 'Volume (M)', width: 60 },
      ]}
      series={[
        { data: [41.2, 42.8, 40.9, 43.5, 44.1], label: 'Price', yAxisId: 'price' },
        { data: [3.1, 4.6, 5.2, 3.8, 2.9], label: 'Volume', yAxisId: 'volume' },
      ]}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}

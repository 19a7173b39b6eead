import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A fictional café over 12 days: the day's top temperature (°C), iced drinks sold and hot drinks sold.
const days = [
  { temperature: 12, iced: 18, hot: 212 },
  { temperature: 15, iced: 31, hot: 188 },
  { temperature: 17, iced: 44, hot: 171 },
  { temperature: 19, iced: 62, hot: 149 },
  { temperature: 21, iced: 80, hot: 132 },
  { temperature: 23, iced: 104, hot: 118 },
  { temperature: 24, iced: 118, hot: 104 },
  { temperature: 26, iced: 142, hot: 96 },
  { temperature: 28, iced: 171, hot: 81 },
  { temperature: 30, iced: 196, hot: 72 },
  { temperature: 32, iced: 224, hot: 63 },
  { temperature: 34, iced: 241, hot: 58 },
];

export default function TwoYAxesScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Top temperature (°C)' }]}
      yAxis={[
        { id: 'iced', label: 'Iced drinks', position: 'left' },
        { id: 'hot', label: 'Hot drinks', position: 'right' },
      ]}
      series={[
        {
          id: 'iced-series',
          label: 'Iced drinks (left axis)',
          yAxisId: 'iced',
          data: days.map((day, index) => ({ id: index, x: day.temperature, y: day.iced })),
          valueFormatter: (point) => point && `${point.x} °C: ${point.y} iced drinks`,
        },
        {
          id: 'hot-series',
          label: 'Hot drinks (right axis)',
          yAxisId: 'hot',
          data: days.map((day, index) => ({ id: index, x: day.temperature, y: day.hot })),
          valueFormatter: (point) => point && `${point.x} °C: ${point.y} hot drinks`,
        },
      ]}
    />
  );
}

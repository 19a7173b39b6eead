import { RadarChart } from '@mui/x-charts/RadarChart';

// Specifications of two fictional electric cars. Each metric has its own scale.
const metrics = [
  { name: 'Range (km)', max: 700 },
  { name: 'Top speed (km/h)', max: 260 },
  { name: 'Charging (kW)', max: 300 },
  { name: 'Boot (L)', max: 600 },
  { name: 'Seats', min: 2, max: 7 },
];

const units = ['km', 'km/h', 'kW', 'L', 'seats'];

export default function RadarMetrics() {
  return (
    <RadarChart
      height={360}
      series={[
        {
          label: 'City EV',
          data: [320, 150, 100, 350, 4],
          valueFormatter: (value, { dataIndex }) => `${value} ${units[dataIndex]}`,
        },
        {
          label: 'Touring EV',
          data: [610, 220, 250, 520, 5],
          valueFormatter: (value, { dataIndex }) => `${value} ${units[dataIndex]}`,
        },
      ]}
      radar={{
        metrics,
        // Short names on the chart, full names in the tooltip.
        labelFormatter: (name, { location }) => (location === 'tick' ? name.replace(/ \(.*\)$/, '') : name),
      }}
    />
  );
}

import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
// Colours taken from the sequential palettes of @mui/x-charts (blue, orange, red...), readable in light and dark mode.

// Capital cities: latitude, average yearly temperature (°C) and yearly rainfall (mm), approximate.
const cities = [
  { id: 'Oslo', x: 59.9, y: 6.3, z: 760 },
  { id: 'London', x: 51.5, y: 11.3, z: 600 },
  { id: 'Paris', x: 48.9, y: 12.5, z: 640 },
  { id: 'Rome', x: 41.9, y: 15.8, z: 800 },
  { id: 'Madrid', x: 40.4, y: 15.0, z: 420 },
  { id: 'Athens', x: 38.0, y: 18.5, z: 400 },
  { id: 'Cairo', x: 30.0, y: 22.3, z: 25 },
  { id: 'Delhi', x: 28.6, y: 25.0, z: 800 },
  { id: 'Bangkok', x: 13.8, y: 28.6, z: 1650 },
  { id: 'Singapore', x: 1.3, y: 27.6, z: 2340 },
  { id: 'Nairobi', x: -1.3, y: 19.0, z: 870 },
  { id: 'Lima', x: -12.0, y: 19.4, z: 10 },
  { id: 'Canberra', x: -35.3, y: 13.2, z: 620 },
];

export default function ColorLegendPosition() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Latitude (°)', min: -40, max: 65 }]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 2400,
            color: ['#FFB219', '#0F7746'],
          },
        },
      ]}
      series={[
        {
          data: cities,
          label: 'Capital cities',
          valueFormatter: (value) => value && `${value.id}: ${value.y} °C, ${value.z} mm`,
        },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
          maxLabel: ({ formattedValue }) => `${formattedValue} mm`,
          minLabel: '0 mm',
          sx: { height: 200 },
        },
      }}
    />
  );
}

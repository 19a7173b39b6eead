import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Fertility rate (births per woman), life expectancy (years) and population (millions) in 2022 (approximate, World Bank).
const countries = [
  { id: 'in', name: 'India', x: 2.0, y: 67.7, z: 1417 },
  { id: 'cn', name: 'China', x: 1.1, y: 78.6, z: 1412 },
  { id: 'us', name: 'United States', x: 1.7, y: 77.4, z: 333 },
  { id: 'id', name: 'Indonesia', x: 2.2, y: 70.9, z: 276 },
  { id: 'pk', name: 'Pakistan', x: 3.4, y: 66.4, z: 236 },
  { id: 'ng', name: 'Nigeria', x: 5.2, y: 53.6, z: 219 },
  { id: 'br', name: 'Brazil', x: 1.6, y: 73.4, z: 215 },
  { id: 'jp', name: 'Japan', x: 1.3, y: 84.0, z: 125 },
  { id: 'de', name: 'Germany', x: 1.5, y: 80.7, z: 84 },
  { id: 'et', name: 'Ethiopia', x: 4.2, y: 65.0, z: 123 },
];

// The area of each bubble is proportional to the population: its radius grows with the square root.
function BubbleMarker({
  x,
  y,
  color,
  isHighlighted,
  isFaded,
  dataIndex,
  seriesId,
  size,
  ...other
}: ScatterMarkerProps) {
  const radius = Math.sqrt(countries[dataIndex]?.z ?? 0) * 0.9;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius + (isHighlighted ? 3 : 0)}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.6}
      stroke={color}
      {...other}
    />
  );
}

export default function BubbleScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Births per woman', min: 0.5, max: 6 }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 90 }]}
      slots={{ marker: BubbleMarker }}
      series={[
        {
          label: 'Countries, 2022',
          data: countries,
          valueFormatter: (point, { dataIndex }) =>
            point &&
            `${countries[dataIndex]?.name}: ${point.x} births per woman, ${point.y} years, ${point.z} million people`,
        },
      ]}
    />
  );
}

import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional measurements of two penguin species: flipper length (mm) and body mass (kg).
const adelie = (
  [
    [181, 3.75],
    [186, 3.8],
    [195, 3.25],
    [193, 3.45],
    [190, 3.65],
    [181, 3.63],
    [195, 4.68],
    [182, 3.2],
    [191, 3.8],
    [198, 4.4],
    [185, 3.7],
    [197, 4.5],
    [184, 3.33],
    [194, 4.2],
    [189, 3.55],
  ] as [number, number][]
).map(([x, y], index) => ({ id: `adelie-${index}`, x, y }));

const gentoo = (
  [
    [211, 4.5],
    [230, 5.7],
    [210, 4.45],
    [218, 5.7],
    [215, 5.4],
    [210, 4.55],
    [211, 4.8],
    [219, 5.2],
    [209, 4.4],
    [215, 5.15],
    [214, 4.65],
    [216, 5.55],
    [222, 5.85],
    [221, 5.35],
    [225, 6.0],
  ] as [number, number][]
).map(([x, y], index) => ({ id: `gentoo-${index}`, x, y }));

const formatter = (point: { x: number; y: number } | null) => point && `${point.x} mm, ${point.y} kg`;

export default function TwoSeriesScatter() {
  return (
    <ScatterChart
      height={320}
      grid={{ horizontal: true }}
      xAxis={[{ label: 'Flipper length (mm)' }]}
      yAxis={[{ label: 'Body mass (kg)' }]}
      series={[
        { id: 'adelie', label: 'Adélie', data: adelie, valueFormatter: formatter },
        { id: 'gentoo', label: 'Gentoo', data: gentoo, valueFormatter: formatter },
      ]}
    />
  );
}

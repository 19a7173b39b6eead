import { useTheme } from '@mui/material/styles';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Fictional running log: distance (km) and average pace (minutes per km) of 16 runs.
const runs = (
  [
    [5, 5.1],
    [8, 5.4],
    [10, 5.6],
    [6, 5.0],
    [12, 5.8],
    [21.1, 6.1],
    [7, 5.2],
    [15, 5.9],
    [5, 4.8],
    [9, 5.5],
    [11, 5.6],
    [16, 6.0],
    [4, 4.7],
    [13, 5.7],
    [18, 6.0],
    [10, 5.3],
  ] as [number, number][]
).map(([x, y], index) => ({ id: index, x, y }));

export default function ScatterCss() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Pace (min/km)' }]}
      series={[{ id: 'runs', label: 'Runs', data: runs, markerSize: 7, color: palette.secondary.main }]}
      sx={{
        [`& .${scatterClasses.marker}`]: {
          fillOpacity: 0.35,
          stroke: palette.secondary.main,
          strokeWidth: 2,
        },
      }}
    />
  );
}

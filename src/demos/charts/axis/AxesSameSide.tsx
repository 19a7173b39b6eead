import { LineChart } from '@mui/x-charts/LineChart';

// Monthly mean temperature in New York City (approximate 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const celsius = [0.9, 2.1, 6.0, 12.1, 17.6, 22.7, 25.6, 24.9, 21.0, 14.8, 9.1, 3.9];

// The same range expressed in both units, so the two scales line up.
const minC = -5;
const maxC = 30;
const toFahrenheit = (c: number) => (c * 9) / 5 + 32;

export default function AxesSameSide() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          id: 'celsius',
          min: minC,
          max: maxC,
          position: 'left',
          valueFormatter: (v: number) => `${v}°C`,
        },
        {
          id: 'fahrenheit',
          min: toFahrenheit(minC),
          max: toFahrenheit(maxC),
          position: 'left',
          valueFormatter: (v: number) => `${v}°F`,
        },
      ]}
      series={[
        {
          data: celsius,
          yAxisId: 'celsius',
          label: 'New York',
          valueFormatter: (v) => (v === null ? '' : `${v}°C / ${toFahrenheit(v).toFixed(1)}°F`),
        },
      ]}
    />
  );
}

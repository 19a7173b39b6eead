import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

// Global surface temperature anomaly against the 1951-1980 average, °C (approximate, NASA GISTEMP).
const years = [1950, 1955, 1960, 1965, 1970, 1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020, 2024];
const anomaly = [-0.17, -0.14, -0.03, -0.1, 0.03, -0.01, 0.26, 0.12, 0.45, 0.45, 0.39, 0.68, 0.72, 0.9, 1.01, 1.28];

export default function ColorScaleLine() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, valueFormatter: (year: number) => `${year}` }]}
      yAxis={[
        {
          label: 'Anomaly (°C)',
          // Values below 0 use the first colour, values from 0 up the second one.
          colorMap: { type: 'piecewise', thresholds: [0], colors: [palette.info.main, palette.error.main] },
        },
      ]}
      series={[
        {
          data: anomaly,
          label: 'Temperature anomaly',
          area: true,
          baseline: 0,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value} °C`),
        },
      ]}
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Normal distribution of adult heights, mean 170 cm and standard deviation 8 cm (illustrative).
const mean = 170;
const sd = 8;
const heights = Array.from({ length: 81 }, (_, index) => 130 + index);
const normal = (x: number) => Math.exp(-((x - mean) ** 2) / (2 * sd ** 2)) / (sd * Math.sqrt(2 * Math.PI));
const density = heights.map(normal);
// Only the band within one standard deviation gets a filled area.
const withinOneSd = heights.map((x) => (Math.abs(x - mean) <= sd ? normal(x) : null));

export default function BellCurve() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <figure style={{ margin: 0, width: '100%' }}>
      <ChartsContainer
        height={300}
        xAxis={[{ id: 'height', data: heights, min: 130, max: 210, label: 'Height (cm)' }]}
        yAxis={[{ id: 'density', width: 56, valueFormatter: (v: number) => `${(v * 100).toFixed(1)}%` }]}
        series={[
          {
            type: 'line',
            id: 'one-sd',
            data: withinOneSd,
            area: true,
            color: palette.primary.light,
          },
          { type: 'line', id: 'density', data: density, color: palette.primary.main },
        ]}
      >
        <ChartsGrid horizontal />
        <AreaPlot />
        <LinePlot />
        <ChartsReferenceLine x={mean} label="Mean" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
        <ChartsXAxis axisId="height" />
        <ChartsYAxis axisId="density" label="Share per cm" />
      </ChartsContainer>
      <figcaption style={{ fontSize: 14, textAlign: 'center' }}>
        68% of heights fall within one standard deviation (162 to 178 cm) of the mean.
      </figcaption>
    </figure>
  );
}

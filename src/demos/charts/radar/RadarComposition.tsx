import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  RadarAxisHighlight,
  RadarAxis,
} from '@mui/x-charts/RadarChart';

// Nutrition per 100 g, as % of the daily value (approximate).
const metrics = ['Protein', 'Fibre', 'Iron', 'Vitamin C', 'Calcium'];

export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={320}
      series={[
        { id: 'lentils', label: 'Lentils', data: [18, 28, 19, 2, 2] },
        { id: 'spinach', label: 'Spinach', data: [6, 9, 15, 31, 10] },
      ]}
      radar={{ metrics, max: 35 }}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }} legendDirection="horizontal">
        <ChartsLegend direction="horizontal" />
        <ChartsSurface>
          <RadarGrid divisions={7} />
          <RadarMetricLabels />
          {/* Lentils as a filled area, spinach as an outline drawn on top. */}
          <RadarSeriesArea seriesId="lentils" />
          <RadarSeriesArea seriesId="spinach" fillOpacity={0} strokeWidth={3} />
          <RadarAxis metric="Protein" divisions={7} />
          <RadarAxisHighlight />
          <RadarSeriesMarks />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </RadarDataProvider>
  );
}

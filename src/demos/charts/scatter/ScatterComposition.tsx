import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';

// Fictional product portfolio: growth of sales (%) and market share (%) of eight products.
const products = [
  { id: 'p1', name: 'Cloud backup', x: 4, y: 18 },
  { id: 'p2', name: 'Photo editor', x: 22, y: 12 },
  { id: 'p3', name: 'Password manager', x: 31, y: 27 },
  { id: 'p4', name: 'Office suite', x: -3, y: 34 },
  { id: 'p5', name: 'Video calls', x: 12, y: 6 },
  { id: 'p6', name: 'Antivirus', x: -8, y: 22 },
  { id: 'p7', name: 'Note taking', x: 26, y: 4 },
  { id: 'p8', name: 'E-mail client', x: -5, y: 8 },
];

export default function ScatterComposition() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <ChartsContainer
      height={320}
      margin={{ left: 10, right: 20 }}
      xAxis={[{ id: 'growth', min: -15, max: 40, label: 'Sales growth (%)' }]}
      yAxis={[{ id: 'share', min: 0, max: 40, label: 'Market share (%)', width: 50 }]}
      series={[
        {
          type: 'scatter',
          id: 'products',
          data: products,
          markerSize: 6,
          valueFormatter: (point, { dataIndex }) =>
            point && `${products[dataIndex]?.name}: ${point.x}% growth, ${point.y}% share`,
        },
      ]}
    >
      <ChartsGrid horizontal vertical />
      <ChartsReferenceLine
        x={10}
        label="Growth target"
        lineStyle={{ stroke: palette.warning.main, strokeDasharray: '4 4' }}
      />
      <ChartsReferenceLine y={20} label="Leader" labelAlign="start" lineStyle={{ stroke: palette.text.secondary }} />
      <ScatterPlot />
      <ChartsXAxis axisId="growth" />
      <ChartsYAxis axisId="share" />
      <ChartsTooltip trigger="item" />
    </ChartsContainer>
  );
}

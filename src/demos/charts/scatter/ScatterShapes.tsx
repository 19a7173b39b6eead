import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// Fictional test results of three smartphone models: battery capacity (mAh) and video playback (hours).
const models = {
  alpha: [
    { id: 'a1', x: 4200, y: 17.5 },
    { id: 'a2', x: 4500, y: 18.9 },
    { id: 'a3', x: 4700, y: 19.6 },
  ],
  bravo: [
    { id: 'b1', x: 4000, y: 20.1 },
    { id: 'b2', x: 4400, y: 22.4 },
    { id: 'b3', x: 4900, y: 24.8 },
  ],
  charlie: [
    { id: 'c1', x: 5000, y: 16.2 },
    { id: 'c2', x: 5500, y: 18.3 },
    { id: 'c3', x: 6000, y: 21.0 },
  ],
};

// Draws a square for the first series, a triangle for the second and a diamond for the third.
function ShapeMarker({ seriesId, x, y, size, color, isHighlighted, isFaded, dataIndex, ...other }: ScatterMarkerProps) {
  const r = (isHighlighted ? 1.3 : 1) * size;
  let path = `M${-r},${-r}H${r}V${r}H${-r}Z`;
  if (seriesId === 'bravo') path = `M0,${-r * 1.2}L${r * 1.1},${r * 0.8}H${-r * 1.1}Z`;
  if (seriesId === 'charlie') path = `M0,${-r * 1.3}L${r * 1.3},0L0,${r * 1.3}L${-r * 1.3},0Z`;
  return (
    <path
      d={path}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      data-index={dataIndex}
      {...other}
    />
  );
}

// The same shapes for the legend and the tooltip.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" className={className}>
      <path d="M12 2 L23 22 H1 Z" fill={color} />
    </svg>
  );
}

function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" className={className}>
      <path d="M12 1 L23 12 L12 23 L1 12 Z" fill={color} />
    </svg>
  );
}

export default function ScatterShapes() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Battery (mAh)' }]}
      yAxis={[{ label: 'Video playback (h)' }]}
      slots={{ marker: ShapeMarker }}
      series={[
        { id: 'alpha', label: 'Model Alpha', data: models.alpha, labelMarkType: 'square' },
        { id: 'bravo', label: 'Model Bravo', data: models.bravo, labelMarkType: TriangleMark },
        { id: 'charlie', label: 'Model Charlie', data: models.charlie, labelMarkType: DiamondMark },
      ]}
    />
  );
}

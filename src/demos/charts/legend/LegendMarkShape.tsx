import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// Inflation in the euro area, in % (approximate yearly averages), with a fictional forecast.
const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// A custom mark: a triangle drawn in the series colour.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 14 14" width={14} height={14} aria-hidden="true">
      <path d="M7 1 L13 13 L1 13 Z" fill={color} />
    </svg>
  );
}

export default function LegendMarkShape() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { data: [1.2, 0.3, 2.6, 8.4, 5.4, 2.4], label: 'Headline (line)', labelMarkType: 'line' },
        { data: [1.0, 0.7, 1.5, 3.9, 4.9, 2.8], label: 'Core (circle)', labelMarkType: 'circle' },
        { data: [1.4, 0.9, 1.9, 2.3, 3.0, 2.6], label: 'Services (square)', labelMarkType: 'square' },
        { data: [2.0, 2.0, 2.0, 2.0, 2.0, 2.0], label: 'Target (custom)', labelMarkType: TriangleMark },
      ]}
    />
  );
}

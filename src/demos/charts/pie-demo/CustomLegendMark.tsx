import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// A diamond drawn in the colour of the slice, used in the legend and in the tooltip.
function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" className={className}>
      <path d="M12 1 L23 12 L12 23 L1 12 Z" fill={color} />
    </svg>
  );
}

// Electricity generated in Spain in 2023, in TWh (approximate, Red Eléctrica).
const generation = [
  { id: 'wind', value: 62, label: 'Wind', labelMarkType: 'line' as const },
  { id: 'solar', value: 44, label: 'Solar', labelMarkType: 'line' as const },
  { id: 'nuclear', value: 54, label: 'Nuclear', labelMarkType: 'square' as const },
  { id: 'gas', value: 46, label: 'Gas (combined cycle)', labelMarkType: DiamondMark },
  { id: 'hydro', value: 25, label: 'Hydro', labelMarkType: 'line' as const },
  { id: 'cogeneration', value: 17, label: 'Cogeneration', labelMarkType: DiamondMark },
];

export default function CustomLegendMark() {
  return (
    <PieChart
      height={280}
      series={[{ data: generation, innerRadius: '35%', valueFormatter: (item) => `${item.value} TWh` }]}
    />
  );
}

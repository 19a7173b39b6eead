import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// How a fictional city spent its 2024 budget, in millions of euros.
const budget = [
  { id: 'education', value: 412, label: 'Education' },
  { id: 'social', value: 338, label: 'Social services' },
  { id: 'transport', value: 205, label: 'Transport' },
  { id: 'safety', value: 164, label: 'Public safety' },
  { id: 'parks', value: 58, label: 'Parks' },
  { id: 'culture', value: 41, label: 'Culture' },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);
const percent = (value: number) => `${((value / total) * 100).toFixed(1)}%`;

export default function PercentLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget,
          cornerRadius: 3,
          arcLabel: (item) => percent(item.value),
          arcLabelMinAngle: 20,
          arcLabelRadius: '70%',
          valueFormatter: (item) => `€${item.value}M (${percent(item.value)})`,
        },
      ]}
      sx={{
        [`& .${pieClasses.arcLabel}`]: {
          fill: '#fff',
          fontSize: 13,
          fontWeight: 700,
          paintOrder: 'stroke',
          stroke: 'rgba(0, 0, 0, 0.35)',
          strokeWidth: 3,
        },
      }}
    />
  );
}

import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Global smartphone shipments in 2024 by vendor, in millions of units (approximate, IDC).
const shipments = [
  { id: 'samsung', value: 223, label: 'Samsung' },
  { id: 'apple', value: 232, label: 'Apple' },
  { id: 'xiaomi', value: 169, label: 'Xiaomi' },
  { id: 'transsion', value: 107, label: 'Transsion' },
  { id: 'vivo', value: 104, label: 'vivo' },
  { id: 'others', value: 405, label: 'Others' },
];

const total = shipments.reduce((sum, item) => sum + item.value, 0);

export default function PieArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: shipments,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 25,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value} million`,
        },
      ]}
      sx={{
        [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 600 },
      }}
    />
  );
}

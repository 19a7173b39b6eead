import { PieChart } from '@mui/x-charts/PieChart';

type Location = 'tooltip' | 'legend' | 'arc';

// Share of a fictional household budget, percent. Short names on the arcs, full names elsewhere.
const budget: { id: string; value: number; short: string; full: string }[] = [
  { id: 'housing', value: 35, short: 'Housing', full: 'Housing and utilities' },
  { id: 'food', value: 18, short: 'Food', full: 'Food and groceries' },
  { id: 'transport', value: 15, short: 'Transport', full: 'Transport and fuel' },
  { id: 'savings', value: 20, short: 'Savings', full: 'Savings and pension' },
  { id: 'other', value: 12, short: 'Other', full: 'Leisure and other' },
];

export default function PieLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget.map((item) => ({
            id: item.id,
            value: item.value,
            label: (location: Location) => (location === 'arc' ? item.short : item.full),
          })),
          arcLabel: 'label',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}

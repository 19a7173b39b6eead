import { PieChart } from '@mui/x-charts/PieChart';

// Where visitors of a fictional online shop came from last month, in sessions.
const sources = [
  { id: 'search', value: 18200, label: 'Organic search' },
  { id: 'direct', value: 9400, label: 'Direct' },
  { id: 'social', value: 6100, label: 'Social' },
  { id: 'email', value: 3800, label: 'Email' },
  { id: 'referral', value: 2300, label: 'Referral' },
];

export default function PieHighlight() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: sources,
          innerRadius: 40,
          outerRadius: 110,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { innerRadius: 40, additionalRadius: -20, color: 'gray' },
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} sessions`,
        },
      ]}
    />
  );
}

import { PieChart } from '@mui/x-charts/PieChart';

// Population of the twelve most populous countries, in millions (approximate, 2024).
const countries = [
  ['India', 1441],
  ['China', 1425],
  ['United States', 341],
  ['Indonesia', 279],
  ['Pakistan', 245],
  ['Nigeria', 229],
  ['Brazil', 217],
  ['Bangladesh', 174],
  ['Russia', 144],
  ['Ethiopia', 129],
  ['Mexico', 129],
  ['Japan', 123],
] as const;

const data = countries.map(([label, value], id) => ({ id, label, value }));

export default function ScrollableLegend() {
  return (
    <PieChart
      height={260}
      series={[{ data, valueFormatter: (item) => `${item.value} million` }]}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
          // The legend is an HTML list: limit its height and let it scroll.
          sx: { maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap', pr: 1 },
          // Makes the scrolling list reachable with the keyboard.
          tabIndex: 0,
        },
      }}
    />
  );
}

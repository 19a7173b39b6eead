import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Planned and actual weeks of each phase of a website redesign.
const phases = ['Research', 'Wireframes', 'Visual design', 'Development', 'Testing', 'Launch'];

const planned: [number, number][] = [
  [1, 3],
  [3, 5],
  [5, 8],
  [7, 14],
  [13, 16],
  [16, 17],
];

const actual: ([number, number] | null)[] = [[1, 4], [4, 6], [6, 10], [9, 17], null, null];

const weeks = (range: [number, number] | null) =>
  range === null ? 'Not started' : `Week ${range[0]} to week ${range[1]}`;

export default function ScheduleRangeBar() {
  return (
    <BarChartPremium
      height={360}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: phases, width: 100 }]}
      xAxis={[{ min: 0, max: 18, label: 'Week', tickInterval: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18] }]}
      grid={{ vertical: true }}
      series={[
        { type: 'rangeBar', data: planned, label: 'Planned', valueFormatter: weeks },
        { type: 'rangeBar', data: actual, label: 'Actual', valueFormatter: weeks },
      ]}
    />
  );
}

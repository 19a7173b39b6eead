import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// Quarterly revenue of a fictional coffee chain, millions of euros.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const revenue2024 = [12.4, 14.1, 15.8, 17.2];
const revenue2025 = [13.9, 15.6, 17.5, 19.3];

function PointLabels() {
  const theme = useTheme();
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g>
      {series.map((item) =>
        item.data.map((value, index) => {
          const quarter = quarters[index];
          const x = quarter === undefined ? undefined : xScale(quarter);
          if (value === null || x === undefined) {
            return null;
          }
          return (
            <text
              key={`${item.id}-${index}`}
              x={x}
              y={yScale(value) - 10}
              textAnchor="middle"
              fontSize={12}
              fill={(theme.vars ?? theme).palette.text.primary}
            >
              €{value}M
            </text>
          );
        }),
      )}
    </g>
  );
}

export default function CustomLabelLineChart() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ data: quarters, scaleType: 'point' }]}
      yAxis={[{ label: 'Revenue (EUR millions)', min: 10, max: 21 }]}
      series={[
        { id: 'coffee-2024', data: revenue2024, label: '2024' },
        { id: 'coffee-2025', data: revenue2025, label: '2025' },
      ]}
    >
      <PointLabels />
    </LineChart>
  );
}

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { getValueToPositionMapper, useXScale, useYScale } from '@mui/x-charts/hooks';

// Sales per region of a fictional company against its quarterly target, in thousands of dollars.
const regions = ['North', 'South', 'East', 'West'];
const sales = [420, 310, 505, 380];
const targets = [400, 350, 450, 400];

function TargetMarks() {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const toCenter = getValueToPositionMapper(xScale);
  const theme = useTheme();
  const halfWidth = xScale.bandwidth() / 2;

  return (
    <g>
      {regions.map((region, index) => {
        const x = toCenter(region);
        const y = yScale(targets[index] ?? 0);
        return (
          <line
            key={region}
            x1={x - halfWidth}
            x2={x + halfWidth}
            y1={y}
            y2={y}
            stroke={(theme.vars ?? theme).palette.text.primary}
            strokeWidth={3}
          />
        );
      })}
    </g>
  );
}

export default function BarTargets() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ min: 0, max: 600, width: 48 }]}
      series={[{ data: sales, label: 'Sales ($k)', valueFormatter: (value) => `$${value}k` }]}
    >
      <TargetMarks />
    </BarChart>
  );
}

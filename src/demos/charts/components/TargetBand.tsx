import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

// UK CPI inflation, annual average in percent (ONS, rounded).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const inflation = [0.0, 0.7, 2.7, 2.5, 1.8, 0.9, 2.6, 9.1, 7.3, 2.5];

function ToleranceBand({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const top = yScale(to);
  const bottom = yScale(from);

  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill={palette.success.main} fillOpacity={0.15} />
      <text x={left + 8} y={top + 16} fill={palette.text.secondary} fontSize={12}>
        Target range (1% to 3%)
      </text>
    </g>
  );
}

export default function TargetBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ min: 0, max: 10, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: inflation,
          label: 'CPI inflation',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <ToleranceBand from={1} to={3} />
    </LineChart>
  );
}

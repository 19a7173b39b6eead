import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// US unemployment rate, annual average in percent (BLS, rounded).
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const unemployment = [4.4, 3.9, 3.7, 8.1, 5.3, 3.6, 3.6, 4.0];

function PreliminaryLabel() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();

  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      fontSize={28}
      fill={(theme.vars ?? theme).palette.text.disabled}
      opacity={0.5}
      pointerEvents="none"
    >
      Preliminary
    </text>
  );
}

export default function DrawingAreaWatermark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}%`, width: 48 }]}
      series={[
        {
          data: unemployment,
          label: 'Unemployment rate',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <PreliminaryLabel />
    </LineChart>
  );
}

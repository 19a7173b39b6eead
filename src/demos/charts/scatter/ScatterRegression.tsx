import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Fictional study hours per week and exam scores (out of 100) of 20 students.
const students = (
  [
    [2, 52],
    [3, 58],
    [4, 55],
    [5, 63],
    [5, 60],
    [6, 67],
    [7, 64],
    [7, 71],
    [8, 70],
    [9, 74],
    [10, 73],
    [10, 79],
    [11, 77],
    [12, 82],
    [13, 80],
    [14, 86],
    [15, 84],
    [16, 90],
    [18, 88],
    [20, 94],
  ] as [number, number][]
).map(([x, y], index) => ({ id: index, x, y }));

// Least-squares fit: score = intercept + slope × hours.
const n = students.length;
const meanX = students.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = students.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  students.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  students.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

function RegressionLine() {
  const theme = useTheme();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const [x1 = 0, x2 = 0] = xScale.domain();
  return (
    <line
      x1={xScale(x1)}
      y1={yScale(intercept + slope * x1)}
      x2={xScale(x2)}
      y2={yScale(intercept + slope * x2)}
      stroke={(theme.vars ?? theme).palette.text.secondary}
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function ScatterRegression() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Study hours per week' }]}
      yAxis={[{ label: 'Exam score', min: 40, max: 100 }]}
      series={[
        {
          label: `Students (trend: +${slope.toFixed(1)} points per hour)`,
          data: students,
          valueFormatter: (point) => point && `${point.x} h, score ${point.y}`,
        },
      ]}
    >
      <RegressionLine />
    </ScatterChart>
  );
}

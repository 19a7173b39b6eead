import { useTheme } from '@mui/material/styles';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Average daily high in Madrid, °C (approximate climate normals), by month.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Oslo', 'London', 'Madrid', 'Cairo'];
const highs = [
  [-1, 0, 4, 10, 16, 20, 22, 21, 16, 9, 4, 0],
  [8, 9, 12, 15, 18, 21, 24, 23, 20, 16, 11, 9],
  [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10],
  [19, 21, 24, 28, 32, 34, 35, 35, 33, 30, 25, 20],
];

const data: HeatmapValueType[] = highs.flatMap((row, y) => row.map((value, x): HeatmapValueType => [x, y, value]));

export default function HeatmapContinuousColor() {
  const theme = useTheme();
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 70 }]}
      zAxis={[
        {
          min: -5,
          max: 35,
          colorMap: {
            type: 'continuous',
            min: -5,
            max: 35,
            color: [theme.palette.info.light, theme.palette.error.main],
          },
        },
      ]}
      series={[{ data, label: 'Daily high', valueFormatter: (value) => `${value[2]} °C` }]}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
// Colours taken from the sequential palettes of @mui/x-charts (blue, orange, red...), readable in light and dark mode.

// Average monthly temperature in Chicago, in °C (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperatures = [-5, -3, 3, 9, 15, 21, 24, 23, 19, 12, 5, -2];

export default function ColorLegendSelectAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          id: 'temperature',
          valueFormatter: (value: number) => `${value} °C`,
          colorMap: {
            type: 'continuous',
            min: -5,
            max: 25,
            color: ['#2E96FF', '#EF5350'],
          },
        },
      ]}
      series={[{ data: temperatures, label: 'Chicago', valueFormatter: (v) => `${v} °C` }]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        // The colour map is on the y-axis: tell the legend where to read it.
        legend: { axisDirection: 'y', axisId: 'temperature' },
      }}
    />
  );
}

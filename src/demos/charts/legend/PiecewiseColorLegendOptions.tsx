import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';
// Colours taken from the sequential palettes of @mui/x-charts (blue, orange, red...), readable in light and dark mode.

// Yearly inflation in the United Kingdom, in % (approximate CPI yearly averages).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const inflation = [0.0, 0.7, 2.7, 2.5, 1.8, 0.9, 2.6, 9.1, 7.3, 2.5];

// Labels such as "Below 1%", "1% to 3%" and "Above 3%".
function formatBand({ min, max }: PiecewiseLabelFormatterParams) {
  if (min === null) {
    return `Below ${max}%`;
  }
  if (max === null) {
    return `Above ${min}%`;
  }
  return `${min}% to ${max}%`;
}

export default function PiecewiseColorLegendOptions() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {
            type: 'piecewise',
            thresholds: [1, 3],
            colors: ['#0064D6', '#31B375', '#E53935'],
          },
        },
      ]}
      series={[{ data: inflation, label: 'Inflation', area: true, showMark: false }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelFormatter: formatBand,
          labelPosition: 'inline-end',
          markType: 'circle',
        },
      }}
    />
  );
}

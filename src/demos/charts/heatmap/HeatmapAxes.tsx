import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Monthly unemployment rate in %, by year (fictional figures).
const years = [2020, 2021, 2022, 2023, 2024];
const months = Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1));

const baseRates = [8.4, 7.1, 5.9, 5.6, 5.8];

const data: HeatmapValueType[] = baseRates.flatMap((base, y) =>
  months.map((_month, x): HeatmapValueType => {
    return [x, y, Math.round((base + Math.sin((x + y) / 2) * 0.4) * 10) / 10];
  }),
);

export default function HeatmapAxes() {
  return (
    <Heatmap
      height={300}
      xAxis={[
        {
          data: months,
          label: 'Month',
          valueFormatter: (month: Date, context) =>
            month.toLocaleString('en-US', {
              month: context.location === 'tick' ? 'narrow' : 'long',
            }),
        },
      ]}
      yAxis={[{ data: years, label: 'Year', width: 70, valueFormatter: (year: number) => `${year}` }]}
      series={[{ data, label: 'Unemployment', valueFormatter: (value) => `${value[2]}%` }]}
    />
  );
}

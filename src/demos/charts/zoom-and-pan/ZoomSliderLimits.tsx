import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Quarterly revenue of a fictional software company from 2015 to 2024, in millions of dollars.
const quarters = Array.from({ length: 40 }, (_, i) => `Q${(i % 4) + 1} ${2015 + Math.floor(i / 4)}`);
const revenue = quarters.map((_, i) => Math.round(12 + i * 1.4 + (i % 4 === 3 ? 4 : 0)));

export default function ZoomSliderLimits() {
  return (
    <BarChartPro
      height={340}
      xAxis={[
        {
          id: 'quarters',
          scaleType: 'band',
          data: quarters,
          // Show between one and three years at a time.
          zoom: { minSpan: 10, maxSpan: 30, slider: { enabled: true } },
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[{ data: revenue, label: 'Revenue', valueFormatter: (v) => `$${v}M` }]}
      initialZoom={[{ axisId: 'quarters', start: 70, end: 100 }]}
    />
  );
}

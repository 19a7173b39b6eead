import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Monthly weather in Paris from 2022 to 2024 (fictional values close to the averages).
const months = Array.from({ length: 36 }, (_, i) => new Date(2022, i, 1));
const temperature = months.map((month, i) =>
  Number((12.5 - 8 * Math.cos((month.getMonth() / 12) * 2 * Math.PI) + (i % 5) * 0.3).toFixed(1)),
);
const rainfall = months.map((month, i) => Math.round(50 + 12 * Math.sin(month.getMonth()) + ((i * 7) % 15)));

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit' });

export default function ZoomSynchronization() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'months', start: 0, end: 50 }]);

  const xAxis = {
    id: 'months',
    scaleType: 'band' as const,
    data: months,
    valueFormatter: (value: Date) => monthFormatter.format(value),
    zoom: true,
  };

  return (
    <Stack spacing={1}>
      <LineChartPro
        height={220}
        xAxis={[{ ...xAxis, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        series={[{ data: temperature, label: 'Mean temperature', valueFormatter: (v) => `${v} °C` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <BarChartPro
        height={220}
        xAxis={[xAxis]}
        yAxis={[{ valueFormatter: (value: number) => `${value} mm` }]}
        series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Stack>
  );
}

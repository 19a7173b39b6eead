import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Monthly US unemployment rate from 2019 to 2024, in % (fictional values close to the real curve).
const months = Array.from({ length: 72 }, (_, i) => new Date(2019, i, 1));
const rate = months.map((_, i) => {
  if (i < 15) return 3.6; // before April 2020
  return Number(Math.max(3.5, 3.5 + 11.3 * Math.exp(-(i - 15) / 7)).toFixed(1));
});

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

const presets: { label: string; start: number; end: number }[] = [
  { label: 'All', start: 0, end: 100 },
  { label: '2020 to 2021', start: (12 / 71) * 100, end: (35 / 71) * 100 },
  { label: 'Last year', start: (60 / 71) * 100, end: 100 },
];

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'months', start: 0, end: 100 }]);
  const current = zoomData.find((item) => item.axisId === 'months');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'months', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        height={280}
        xAxis={[
          {
            id: 'months',
            scaleType: 'time',
            data: months,
            valueFormatter: (value: Date) => monthFormatter.format(value),
            zoom: true,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: rate, label: 'Unemployment rate', showMark: false, valueFormatter: (v) => `${v}%` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Typography variant="body2" color="text.secondary">
        Visible range: {current ? `${current.start.toFixed(0)}% to ${current.end.toFixed(0)}%` : 'none'}
      </Typography>
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Weekly active users of a fictional app over 52 weeks, in thousands.
const weeks = Array.from({ length: 52 }, (_, i) => `W${i + 1}`);
const users = weeks.map((_, i) => Math.round(80 + i * 2.5 + 12 * Math.sin(i / 4)));

export default function ZoomApiRef() {
  const apiRef = useChartProApiRef<'bar'>();

  const moveBy = (delta: number) =>
    apiRef.current?.setAxisZoomData('weeks', (previous) => {
      const span = previous.end - previous.start;
      const start = Math.min(Math.max(previous.start + delta, 0), 100 - span);
      return { ...previous, start, end: start + span };
    });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => moveBy(-25)}>
          Previous quarter
        </Button>
        <Button size="small" variant="outlined" onClick={() => moveBy(25)}>
          Next quarter
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setZoomData([{ axisId: 'weeks', start: 0, end: 100 }])}>
          Whole year
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={280}
        xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks, zoom: true }]}
        series={[{ data: users, label: 'Weekly active users', valueFormatter: (v) => `${v}k` }]}
        initialZoom={[{ axisId: 'weeks', start: 0, end: 25 }]}
      />
    </Stack>
  );
}

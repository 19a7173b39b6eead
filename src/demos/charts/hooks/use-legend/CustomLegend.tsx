import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { PiePlot } from '@mui/x-charts/PieChart';
import { useLegend } from '@mui/x-charts/hooks';

// Browser market share on desktop, 2024, in percent (approximate, rounded).
const browsers = [
  { id: 'chrome', label: 'Chrome', value: 66 },
  { id: 'edge', label: 'Edge', value: 13 },
  { id: 'safari', label: 'Safari', value: 9 },
  { id: 'firefox', label: 'Firefox', value: 7 },
  { id: 'other', label: 'Other', value: 5 },
];

function ListLegend() {
  const { items } = useLegend();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 160 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={`${item.seriesId}-${item.id}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', py: 0.5 }}
        >
          <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Box>
  );
}

export default function CustomLegend() {
  return (
    <ChartsDataProvider
      height={220}
      series={[
        {
          type: 'pie',
          id: 'browsers',
          data: browsers,
          innerRadius: 50,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        <ListLegend />
      </Stack>
    </ChartsDataProvider>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';

// Energy mix of a fictional city, in GWh per quarter.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const series = [
  { id: 'gas', data: [410, 300, 280, 390], label: 'Gas' },
  { id: 'wind', data: [220, 180, 160, 240], label: 'Wind' },
  { id: 'solar', data: [60, 150, 170, 70], label: 'Solar' },
];

const totals = Object.fromEntries(series.map((s) => [s.id, s.data.reduce((a, b) => a + b, 0)]));

// A legend that shows each series with its yearly total.
function LegendWithTotals() {
  const { items } = useLegend();

  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 1 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.seriesId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.seriesId !== undefined ? `${totals[String(item.seriesId)]} GWh/year` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function CustomLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'GWh' }]}
      series={series}
      slots={{ legend: LegendWithTotals }}
    />
  );
}

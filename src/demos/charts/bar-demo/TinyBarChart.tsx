import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Sign-ups per day over the last two weeks, shown in a dashboard card.
const signUps = [34, 41, 38, 52, 47, 19, 22, 45, 58, 61, 49, 55, 24, 27];

export default function TinyBarChart() {
  const total = signUps.reduce((sum, value) => sum + value, 0);

  return (
    <Box sx={{ width: '100%', maxWidth: 260, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="p" color="text.secondary">
        Sign-ups, last 14 days
      </Typography>
      <Typography variant="h5" component="p">
        {total}
      </Typography>
      <BarChart
        height={80}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        xAxis={[{ scaleType: 'band', data: signUps.map((_, index) => `Day ${index + 1}`), position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: signUps, label: 'Sign-ups' }]}
        hideLegend
        borderRadius={2}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

// A small sales dashboard: two cards that share a CSS grid row and wrap on narrow screens.
const regions = ['North', 'South', 'East', 'West'];

export default function ChartLayouts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // minmax(0, 1fr) lets a column shrink below the chart's current width.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">
          Revenue by region ($k)
        </Typography>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: [412, 287, 355, 198], label: 'Revenue' }]}
          hideLegend
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">
          Orders by channel
        </Typography>
        <PieChart
          height={240}
          series={[
            {
              innerRadius: 50,
              data: [
                { id: 0, value: 58, label: 'Web' },
                { id: 1, value: 27, label: 'App' },
                { id: 2, value: 15, label: 'Store' },
              ],
            },
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      </Paper>
    </Box>
  );
}

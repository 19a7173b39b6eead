import type * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

// One figure, four chart types: the same coffee shop seen from four angles.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ChartGallery() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
      <Card title="Cups sold per month (bar)">
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: [3200, 2900, 3600, 3900, 4400, 4800], label: 'Cups' }]}
          hideLegend
        />
      </Card>
      <Card title="Average ticket in $ (line)">
        <LineChart
          height={180}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: [6.1, 6.3, 6.2, 6.8, 7.1, 7.4], label: 'Ticket', area: true }]}
          hideLegend
        />
      </Card>
      <Card title="Sales by drink (pie)">
        <PieChart
          height={180}
          series={[
            {
              innerRadius: 30,
              data: [
                { id: 0, value: 46, label: 'Latte' },
                { id: 1, value: 31, label: 'Espresso' },
                { id: 2, value: 23, label: 'Tea' },
              ],
            },
          ]}
          hideLegend
        />
      </Card>
      <Card title="Monthly goal reached (gauge)">
        <Gauge
          height={180}
          value={82}
          text={({ value }) => `${value}%`}
          aria-label="Monthly goal reached"
          aria-valuetext="82%"
        />
      </Card>
    </Box>
  );
}

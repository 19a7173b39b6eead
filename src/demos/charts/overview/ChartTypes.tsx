import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Ad spend against revenue for twelve fictional campaigns, both in thousands of dollars.
const campaigns = [
  { id: 'c1', x: 2.1, y: 6.4 },
  { id: 'c2', x: 3.4, y: 9.8 },
  { id: 'c3', x: 4.0, y: 9.1 },
  { id: 'c4', x: 5.2, y: 14.6 },
  { id: 'c5', x: 5.9, y: 13.2 },
  { id: 'c6', x: 6.5, y: 17.9 },
  { id: 'c7', x: 7.3, y: 16.4 },
  { id: 'c8', x: 8.1, y: 21.5 },
  { id: 'c9', x: 8.8, y: 19.7 },
  { id: 'c10', x: 9.6, y: 24.8 },
  { id: 'c11', x: 10.4, y: 23.1 },
  { id: 'c12', x: 11.2, y: 27.6 },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="figcaption" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function ChartTypes() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Panel title="LineChart: page views this week">
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: weekdays }]}
          series={[{ data: [1320, 1480, 1405, 1610, 1530, 890, 760], area: true, label: 'Page views' }]}
          hideLegend
        />
      </Panel>
      <Panel title="BarChart: orders this week">
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[
            { data: [42, 51, 47, 58, 66, 31, 24], label: 'Online' },
            { data: [18, 22, 19, 25, 30, 44, 37], label: 'In store' },
          ]}
        />
      </Panel>
      <Panel title="PieChart: traffic sources">
        <PieChart
          height={220}
          series={[
            {
              innerRadius: '55%',
              paddingAngle: 2,
              cornerRadius: 4,
              data: [
                { id: 'search', value: 46, label: 'Search' },
                { id: 'direct', value: 27, label: 'Direct' },
                { id: 'social', value: 16, label: 'Social' },
                { id: 'email', value: 11, label: 'Email' },
              ],
              valueFormatter: (item) => `${item.value}%`,
            },
          ]}
        />
      </Panel>
      <Panel title="ScatterChart: ad spend and revenue">
        <ScatterChart
          height={220}
          xAxis={[{ label: 'Spend (k$)' }]}
          yAxis={[{ label: 'Revenue (k$)', width: 60 }]}
          series={[{ data: campaigns, label: 'Campaign' }]}
          hideLegend
        />
      </Panel>
    </Box>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Quarterly revenue of a fictional software company, millions of US dollars.
const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];
const subscriptions = [4.2, 4.6, 5.1, 5.7, 6.0, 6.6];
const services = [1.1, 1.3, 1.2, 1.6, 1.4, 1.5];

export default function ClickEventLine() {
  const [message, setMessage] = React.useState('Click a point, a line, an area or anywhere on the chart.');

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ data: quarters, scaleType: 'point' }]}
        yAxis={[{ label: 'Revenue (USD millions)' }]}
        series={[
          { id: 'subscriptions', data: subscriptions, label: 'Subscriptions' },
          { id: 'services', data: services, label: 'Services', area: true },
        ]}
        onMarkClick={(_event, item) => setMessage(`Mark: series "${item.seriesId}", ${quarters[item.dataIndex ?? 0]}`)}
        onLineClick={(_event, item) => setMessage(`Line: series "${item.seriesId}"`)}
        onAreaClick={(_event, item) => setMessage(`Area: series "${item.seriesId}"`)}
        onAxisClick={(_event, data) => {
          if (data) {
            const values = data.seriesValues;
            setMessage(`Axis: ${data.axisValue}, subscriptions ${values.subscriptions}, services ${values.services}`);
          }
        }}
      />
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
    </Stack>
  );
}

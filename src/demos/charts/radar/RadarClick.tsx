import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Quarterly revenue of a fictional company by region, in millions of euros.
const metrics = ['Europe', 'North America', 'Asia', 'Latin America', 'Africa'];
const series = [
  { id: '2024', label: '2024', data: [42, 35, 28, 12, 6] },
  { id: '2025', label: '2025', data: [45, 41, 36, 14, 9] },
];

export default function RadarClick() {
  const [message, setMessage] = React.useState('Click an area, a mark or near a metric.');

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <RadarChart
        height={320}
        series={series}
        radar={{ metrics, max: 50 }}
        onAreaClick={(_event, { seriesId }) => setMessage(`onAreaClick: series ${seriesId}`)}
        onMarkClick={(_event, { seriesId, dataIndex }) =>
          setMessage(`onMarkClick: series ${seriesId}, ${metrics[dataIndex]}`)
        }
        onAxisClick={(_event, data) =>
          setMessage(
            data
              ? `onAxisClick: ${data.axisValue}, ${Object.entries(data.seriesValues)
                  .map(([id, value]) => `${id}: €${value}M`)
                  .join(', ')}`
              : 'onAxisClick: no metric',
          )
        }
      />
      <Typography variant="body2" component="p" aria-live="polite" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
    </Stack>
  );
}

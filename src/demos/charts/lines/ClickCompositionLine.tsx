import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Monthly active users of a fictional mobile app, thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
const ios = [38, 41, 45, 44, 49, 53, 58];
const android = [22, 25, 27, 31, 33, 36, 40];

export default function ClickCompositionLine() {
  const [message, setMessage] = React.useState('Click an area, a line or a mark.');

  return (
    <Stack spacing={1}>
      <ChartsContainer
        height={300}
        xAxis={[{ data: months, scaleType: 'point' }]}
        series={[
          { type: 'line', id: 'ios', data: ios, label: 'iOS', area: true },
          { type: 'line', id: 'android', data: android, label: 'Android', area: true },
        ]}
      >
        <AreaPlot onItemClick={(_event, item) => setMessage(`Area of ${item.seriesId}`)} />
        <LinePlot onItemClick={(_event, item) => setMessage(`Line of ${item.seriesId}`)} />
        <MarkPlot
          onItemClick={(_event, item) => setMessage(`Mark of ${item.seriesId}: ${months[item.dataIndex ?? 0]}`)}
        />
        <ChartsXAxis />
        <ChartsYAxis label="Users (thousands)" />
      </ChartsContainer>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
    </Stack>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Event ticket sales of a fictional festival.
const data = [
  { label: 'Page views', value: 80000 },
  { label: 'Ticket selected', value: 14000 },
  { label: 'Paid', value: 6200 },
];

export default function FunnelClick() {
  const [message, setMessage] = React.useState('Click a section.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FunnelChart
        height={260}
        series={[{ data }]}
        onItemClick={(_event, { dataIndex }) => {
          const item = data[dataIndex];
          if (!item) {
            return;
          }
          setMessage(`${item.label}: ${item.value.toLocaleString('en-US')}`);
        }}
      />
      <Typography variant="body2" component="p" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}

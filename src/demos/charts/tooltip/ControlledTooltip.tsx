import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieItemIdentifier } from '@mui/x-charts/models';

// Time spent per activity on a fictional weekday, in hours.
const activities = [
  { id: 0, value: 8, label: 'Sleep' },
  { id: 1, value: 8, label: 'Work' },
  { id: 2, value: 2, label: 'Commute' },
  { id: 3, value: 3, label: 'Family' },
  { id: 4, value: 3, label: 'Leisure' },
];

export default function ControlledTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState<PieItemIdentifier | null>({
    type: 'pie',
    seriesId: 'day',
    dataIndex: 1,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {activities.map((activity, dataIndex) => (
          <Button
            key={activity.id}
            size="small"
            variant={tooltipItem?.dataIndex === dataIndex ? 'contained' : 'outlined'}
            onClick={() => setTooltipItem({ type: 'pie', seriesId: 'day', dataIndex })}
          >
            {activity.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close
        </Button>
      </Stack>
      <PieChart
        height={260}
        series={[{ id: 'day', data: activities, valueFormatter: (item) => `${item.value} h` }]}
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item)}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Stack>
  );
}

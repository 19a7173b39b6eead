import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

// Orders and average basket of a fictional online grocery, per weekday.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function SynchronizedTooltips() {
  const [tooltipItem, setTooltipItem] = React.useState<BarItemIdentifier | null>(null);

  // Both charts show the tooltip of the same day: the item of one chart is mapped to the other.
  const itemFor = (seriesId: string): BarItemIdentifier | null =>
    tooltipItem && { type: 'bar', seriesId, dataIndex: tooltipItem.dataIndex };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[{ id: 'orders', data: [820, 760, 790, 850, 1020, 1310, 940], label: 'Orders' }]}
        tooltipItem={itemFor('orders')}
        onTooltipItemChange={setTooltipItem}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          {
            id: 'basket',
            data: [54, 51, 52, 55, 61, 72, 66],
            label: 'Average basket',
            valueFormatter: (v) => `$${v}`,
            color: '#22BF75',
          },
        ]}
        tooltipItem={itemFor('basket')}
        onTooltipItemChange={setTooltipItem}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Orders per day in a fictional online shop over two weeks.
const orders = [132, 148, 121, 160, 177, 203, 189, 141, 156, 150, 168, 194, 221, 210];

export default function SparklineTooltip() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <SparkLineChart
        data={orders}
        height={90}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
        sx={{ flex: 1 }}
      />
      <SparkLineChart
        plotType="bar"
        data={orders}
        height={90}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

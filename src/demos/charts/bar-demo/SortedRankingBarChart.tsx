import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Average customer rating of each product of a kitchenware shop, out of 5.
const products = [
  { name: 'Chef knife', rating: 4.7 },
  { name: 'Cast-iron pan', rating: 4.5 },
  { name: 'Salad spinner', rating: 3.6 },
  { name: 'Coffee grinder', rating: 4.1 },
  { name: 'Rice cooker', rating: 4.3 },
  { name: 'Pepper mill', rating: 3.2 },
  { name: 'Stand mixer', rating: 4.8 },
];
const average = products.reduce((sum, product) => sum + product.rating, 0) / products.length;

type Order = 'best' | 'worst' | 'alphabetical';

export default function SortedRankingBarChart() {
  const [order, setOrder] = React.useState<Order>('best');

  const sorted = [...products].sort((a, b) => {
    if (order === 'alphabetical') {
      return a.name.localeCompare(b.name);
    }
    return order === 'best' ? b.rating - a.rating : a.rating - b.rating;
  });

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: Order | null) => value && setOrder(value)}
        aria-label="Sort order"
      >
        <ToggleButton value="best">Best first</ToggleButton>
        <ToggleButton value="worst">Worst first</ToggleButton>
        <ToggleButton value="alphabetical">A to Z</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        The dashed line marks the average rating, {average.toFixed(1)}.
      </Typography>
      <BarChart
        height={340}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sorted.map((product) => product.name), width: 110 }]}
        xAxis={[{ min: 0, max: 5 }]}
        series={[
          {
            data: sorted.map((product) => product.rating),
            label: 'Rating',
            barLabel: (item) => item.value?.toFixed(1) ?? null,
            valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} / 5`),
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine x={average} lineStyle={{ strokeDasharray: '6 4' }} />
      </BarChart>
    </Stack>
  );
}

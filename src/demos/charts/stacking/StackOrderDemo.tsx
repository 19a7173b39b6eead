import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type StackOrder = 'none' | 'appearance' | 'ascending' | 'descending' | 'insideOut' | 'reverse';
const orders: StackOrder[] = ['none', 'reverse', 'appearance', 'ascending', 'descending', 'insideOut'];

// Household spending of a fictional family per month, US dollars.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const categories: { label: string; data: number[] }[] = [
  { label: 'Groceries', data: [620, 580, 640, 610, 660, 630] },
  { label: 'Transport', data: [210, 190, 240, 260, 230, 280] },
  { label: 'Housing', data: [1450, 1450, 1450, 1450, 1450, 1450] },
  { label: 'Leisure', data: [180, 150, 220, 310, 260, 420] },
];

export default function StackOrderDemo() {
  const [order, setOrder] = React.useState<StackOrder>('none');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrder)}
        sx={{ width: 200 }}
      >
        {orders.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        xAxis={[{ data: months, scaleType: 'band' }]}
        yAxis={[{ label: 'Spending (USD)', width: 60 }]}
        series={categories.map((category) => ({
          ...category,
          stack: 'spending',
          stackOrder: order,
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value}`),
        }))}
      />
    </Stack>
  );
}

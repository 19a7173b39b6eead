import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

type StackOffset = 'none' | 'expand' | 'diverging' | 'silhouette' | 'wiggle';
const offsets: StackOffset[] = ['none', 'expand', 'diverging', 'silhouette', 'wiggle'];

// Weekly listening hours of a fictional music service by genre, thousands of hours.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const genres: { label: string; data: number[] }[] = [
  { label: 'Pop', data: [42, 45, 47, 44, 50, 53, 49, 47, 52, 55] },
  { label: 'Rock', data: [30, 28, 27, 29, 26, 25, 27, 28, 26, 24] },
  { label: 'Hip-hop', data: [25, 27, 31, 34, 33, 36, 39, 41, 40, 43] },
  { label: 'Classical', data: [12, 13, 12, 14, 15, 13, 12, 14, 16, 17] },
];

export default function StackOffsetDemo() {
  const [offset, setOffset] = React.useState<StackOffset>('none');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={offset}
        onChange={(event) => setOffset(event.target.value as StackOffset)}
        sx={{ width: 200 }}
      >
        {offsets.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: weeks, scaleType: 'point' }]}
        yAxis={[
          {
            valueFormatter: (value: number) => (offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`),
          },
        ]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'listening',
          stackOffset: offset,
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}k hours`),
        }))}
      />
    </Stack>
  );
}

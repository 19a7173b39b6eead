import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

// Fictional quarterly revenue of three product lines, in millions of dollars.
const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];

export default function SeriesHighlight() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 150 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 150 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        series={[
          { data: [12, 14, 13, 18, 15, 17], label: 'Laptops', area: true, highlightScope },
          { data: [8, 9, 11, 14, 12, 13], label: 'Tablets', area: true, highlightScope },
          { data: [4, 5, 5, 7, 6, 8], label: 'Accessories', area: true, highlightScope },
        ]}
      />
    </Stack>
  );
}

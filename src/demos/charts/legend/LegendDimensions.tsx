import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Visits to a fictional online shop by traffic source, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendDimensions() {
  const [itemGap, setItemGap] = React.useState(16);
  const [markSize, setMarkSize] = React.useState(13);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Gap between items"
          value={itemGap}
          onChange={(event) => setItemGap(Number(event.target.value))}
          sx={{ minWidth: 170 }}
        >
          {[0, 8, 16, 32, 48].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Mark size"
          value={markSize}
          onChange={(event) => setMarkSize(Number(event.target.value))}
          sx={{ minWidth: 170 }}
        >
          {[8, 13, 18, 24].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [42, 45, 51, 48, 56, 61], label: 'Organic search', stack: 'visits' },
          { data: [18, 22, 19, 25, 27, 30], label: 'Paid ads', stack: 'visits' },
          { data: [12, 11, 14, 13, 15, 17], label: 'Social media', stack: 'visits' },
          { data: [9, 10, 9, 11, 12, 12], label: 'Newsletter', stack: 'visits' },
        ]}
        slotProps={{
          legend: {
            sx: {
              gap: `${itemGap}px`,
              [`.${legendClasses.mark}`]: { width: markSize, height: markSize },
            },
          },
        }}
      />
    </Box>
  );
}

import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'pointer' | 'node';
type Placement = 'top' | 'bottom' | 'left' | 'right';

// Average hours of sunshine per day in Lisbon, by month (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [4.7, 5.8, 7.1, 8.5, 10.0, 11.0, 11.7, 11.0, 9.2, 7.3, 5.4, 4.7];

export default function TooltipPosition() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Placement>('top');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Anchor"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="pointer">pointer</MenuItem>
          <MenuItem value="node">node</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Position"
          value={position}
          onChange={(event) => setPosition(event.target.value as Placement)}
          sx={{ minWidth: 140 }}
        >
          {(['top', 'bottom', 'left', 'right'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data: sunshine, label: 'Lisbon', valueFormatter: (v) => `${v} h per day` }]}
        slotProps={{ tooltip: { trigger: 'item', anchor, position } }}
      />
    </Stack>
  );
}

import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

// Trial-to-paid funnel of a fictional app.
export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ minWidth: 120 }}
        >
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ minWidth: 120 }}
        >
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FunnelChart
        height={280}
        hideLegend
        series={[
          {
            sectionLabel: {
              position: { vertical, horizontal },
              textAnchor: horizontal === 'start' ? 'start' : horizontal === 'end' ? 'end' : 'middle',
              offset: { x: horizontal === 'start' ? 8 : horizontal === 'end' ? -8 : 0 },
            },
            data: [
              { label: 'Sign-ups', value: 5400 },
              { label: 'Activated', value: 3100 },
              { label: 'Trial ended', value: 2700 },
              { label: 'Paid', value: 860 },
            ],
          },
        ]}
      />
    </Stack>
  );
}

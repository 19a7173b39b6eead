import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly rainfall in Mumbai, in mm (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [1, 0, 0, 1, 13, 580, 840, 590, 340, 90, 15, 4];

export default function ChartSize() {
  const [height, setHeight] = React.useState(260);
  const [margin, setMargin] = React.useState(8);
  const [axisWidth, setAxisWidth] = React.useState(50);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Height"
          value={height}
          onChange={(event) => setHeight(Number(event.target.value))}
          sx={{ minWidth: 130 }}
        >
          {[180, 220, 260, 300].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Margin"
          value={margin}
          onChange={(event) => setMargin(Number(event.target.value))}
          sx={{ minWidth: 130 }}
        >
          {[0, 8, 24, 48].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Y-axis width"
          value={axisWidth}
          onChange={(event) => setAxisWidth(Number(event.target.value))}
          sx={{ minWidth: 130 }}
        >
          {[30, 50, 80, 110].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 320 }}>
        <BarChart
          height={height}
          margin={margin}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: axisWidth, label: 'mm' }]}
          series={[{ data: rainfall, label: 'Mumbai', valueFormatter: (v) => `${v} mm` }]}
          hideLegend
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Opening hours of a city library, as hours of the day (9.5 is 9:30).
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours: ([number, number] | null)[] = [[10, 19], [9, 19], [9, 21], [9, 19], [9, 17], [10, 16], null];

const clock = (hour: number) => {
  const minutes = Math.round((hour % 1) * 60);
  return `${Math.floor(hour)}:${minutes.toString().padStart(2, '0')}`;
};

export default function GridRadiusRangeBar() {
  const [borderRadius, setBorderRadius] = React.useState(0);
  const [horizontalLines, setHorizontalLines] = React.useState(true);
  const [verticalLines, setVerticalLines] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="range-bar-radius-label">Border radius</InputLabel>
          <Select
            labelId="range-bar-radius-label"
            label="Border radius"
            value={borderRadius}
            onChange={(event) => setBorderRadius(Number(event.target.value))}
          >
            {[0, 4, 8, 16].map((radius) => (
              <MenuItem key={radius} value={radius}>
                {radius} px
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormGroup row>
          <FormControlLabel
            control={
              <Switch checked={horizontalLines} onChange={(event) => setHorizontalLines(event.target.checked)} />
            }
            label="Horizontal lines"
          />
          <FormControlLabel
            control={<Switch checked={verticalLines} onChange={(event) => setVerticalLines(event.target.checked)} />}
            label="Vertical lines"
          />
        </FormGroup>
      </Stack>
      <BarChartPremium
        height={300}
        borderRadius={borderRadius}
        grid={{ horizontal: horizontalLines, vertical: verticalLines }}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ min: 8, max: 22, valueFormatter: clock, width: 50 }]}
        series={[
          {
            type: 'rangeBar',
            data: hours,
            label: 'Open',
            valueFormatter: (range) => (range === null ? 'Closed' : `${clock(range[0])} to ${clock(range[1])}`),
          },
        ]}
      />
    </Stack>
  );
}

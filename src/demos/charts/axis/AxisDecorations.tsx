import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Annual inflation rate in the euro area, in % (approximate, Eurostat HICP).
const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];
const inflation = [1.8, 1.2, 0.3, 2.6, 8.4, 5.4, 2.4];

export default function AxisDecorations() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [showLabel, setShowLabel] = React.useState(true);
  const [tickSize, setTickSize] = React.useState(6);

  const axisProps = {
    disableLine,
    disableTicks,
    tickSize,
  };

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />}
          label="disableTicks"
        />
        <FormControlLabel
          control={<Switch checked={showLabel} onChange={(event) => setShowLabel(event.target.checked)} />}
          label="label"
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 220, px: 1 }}>
          <Typography id="tick-size-label" variant="body2">
            tickSize
          </Typography>
          <Slider
            value={tickSize}
            onChange={(_event, value) => setTickSize(value as number)}
            min={0}
            max={20}
            valueLabelDisplay="auto"
            aria-labelledby="tick-size-label"
          />
        </Stack>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years, ...(showLabel ? { label: 'Year' } : {}), ...axisProps }]}
        yAxis={[
          {
            ...(showLabel ? { label: 'Inflation (%)' } : {}),
            valueFormatter: (v: number) => `${v}%`,
            ...axisProps,
          },
        ]}
        series={[{ data: inflation, label: 'Euro area inflation', valueFormatter: (v) => `${v}%` }]}
      />
    </Stack>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Fictional hourly electricity demand of a city on a weekday, in megawatts.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const demand = hours.map((hour) =>
  Math.round(620 + 180 * Math.sin(((hour - 7) / 24) * 2 * Math.PI) + (hour >= 17 && hour <= 20 ? 90 : 0)),
);

export default function TickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="tick-number-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          tickNumber
        </Typography>
        <Slider
          value={tickNumber}
          onChange={(_event, value) => setTickNumber(value as number)}
          min={2}
          max={20}
          valueLabelDisplay="auto"
          aria-labelledby="tick-number-label"
          sx={{ maxWidth: 300 }}
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[
          {
            data: hours,
            tickNumber,
            tickMinStep: 1,
            valueFormatter: (hour: number) => `${hour}:00`,
          },
        ]}
        yAxis={[{ tickNumber, label: 'Demand (MW)' }]}
        series={[{ data: demand, label: 'Demand', showMark: false, valueFormatter: (v) => `${v} MW` }]}
      />
    </Stack>
  );
}

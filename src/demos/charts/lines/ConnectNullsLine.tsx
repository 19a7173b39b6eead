import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly PM2.5 readings of a fictional air quality sensor, µg/m³. null: no reading that hour.
const hours = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const harbour = [12, 18, 27, null, null, 22, 19, 17, 16, 21, 25];

export default function ConnectNullsLine() {
  const [connectNulls, setConnectNulls] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="Connect missing readings"
      />
      <LineChart
        height={300}
        xAxis={[{ data: hours, scaleType: 'point' }]}
        yAxis={[{ label: 'PM2.5 (µg/m³)' }]}
        series={[
          {
            data: harbour,
            label: 'Harbour sensor',
            area: true,
            connectNulls,
            valueFormatter: (value: number | null) => (value === null ? 'No reading' : `${value} µg/m³`),
          },
        ]}
      />
    </Stack>
  );
}

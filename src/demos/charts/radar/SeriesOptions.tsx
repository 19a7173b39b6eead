import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Share of each energy source in electricity generation, % (approximate, 2023).
const metrics = ['Coal', 'Gas', 'Nuclear', 'Hydro', 'Wind', 'Solar'];

export default function SeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={320}
        series={[
          { label: 'Germany', data: [26, 15, 1, 4, 27, 12], fillArea, hideMark },
          { label: 'France', data: [1, 6, 65, 10, 10, 5], fillArea, hideMark },
        ]}
        radar={{ metrics, max: 70 }}
      />
    </Stack>
  );
}

import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Skills of a fictional job candidate, out of 5.
const metrics = ['TypeScript', 'React', 'Testing', 'Design', 'Communication'];

export default function RadarGridOptions() {
  const theme = useTheme();
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value === 'circular' ? 'circular' : 'sharp')}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="sharp">sharp</MenuItem>
          <MenuItem value="circular">circular</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="divisions"
          value={divisions}
          onChange={(event) => setDivisions(Number(event.target.value))}
          sx={{ minWidth: 110 }}
        >
          {[1, 2, 3, 5, 10].map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <RadarChart
        height={300}
        shape={shape}
        divisions={divisions}
        stripeColor={stripes ? (index) => (index % 2 === 0 ? theme.palette.action.hover : 'none') : null}
        series={[{ label: 'Candidate', data: [4, 5, 3, 2, 4] }]}
        radar={{ metrics, max: 5 }}
      />
    </Stack>
  );
}

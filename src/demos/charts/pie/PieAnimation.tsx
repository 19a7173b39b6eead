import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// The most populous countries in 2024, in millions of people (approximate, UN estimates).
const countries = [
  { id: 'in', value: 1451, label: 'India' },
  { id: 'cn', value: 1419, label: 'China' },
  { id: 'us', value: 345, label: 'United States' },
  { id: 'id', value: 283, label: 'Indonesia' },
  { id: 'pk', value: 251, label: 'Pakistan' },
  { id: 'ng', value: 233, label: 'Nigeria' },
  { id: 'br', value: 212, label: 'Brazil' },
  { id: 'bd', value: 174, label: 'Bangladesh' },
];

export default function PieAnimation() {
  const [count, setCount] = React.useState(5);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={2}>
      <PieChart
        height={260}
        skipAnimation={skipAnimation}
        series={[
          {
            data: countries.slice(0, count),
            innerRadius: 30,
            valueFormatter: (item) => `${item.value} million`,
          },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" size="small" disabled={count <= 1} onClick={() => setCount((n) => n - 1)}>
          Remove a country
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={count >= countries.length}
          onClick={() => setCount((n) => n + 1)}
        >
          Add a country
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
    </Stack>
  );
}

import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Real GDP growth of the United States, in % per year (approximate, BEA).
const years = ['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
const growth = [2.5, 3.0, 2.5, -2.2, 6.1, 2.5, 2.9, 2.8];

export default function GridBars() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
      </FormGroup>
      <BarChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: growth, label: 'GDP growth', valueFormatter: (value) => `${value}%` }]}
        hideLegend
      />
    </Stack>
  );
}

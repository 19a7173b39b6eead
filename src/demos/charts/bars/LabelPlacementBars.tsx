import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Annual inflation rate in the United States, in % (approximate, CPI-U).
const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
const inflation = [1.8, 1.2, 4.7, 8.0, 4.1, 2.9];

type Placement = 'center' | 'outside';

export default function LabelPlacementBars() {
  const [placement, setPlacement] = React.useState<Placement>('outside');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, value: Placement | null) => value && setPlacement(value)}
        aria-label="Label placement"
      >
        <ToggleButton value="center">Center</ToggleButton>
        <ToggleButton value="outside">Outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        // Leave room above the tallest bar for its label.
        yAxis={[{ max: 9, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: inflation,
            label: 'Inflation',
            valueFormatter: (value) => `${value}%`,
            barLabel: (item) => `${item.value}%`,
            barLabelPlacement: placement,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// Sources of electricity in France in 2023, in TWh (approximate, RTE).
const generation = [
  { id: 'hydro', value: 58, label: 'Hydro' },
  { id: 'nuclear', value: 320, label: 'Nuclear' },
  { id: 'wind', value: 51, label: 'Wind' },
  { id: 'gas', value: 30, label: 'Gas' },
  { id: 'solar', value: 22, label: 'Solar' },
];

type Sorting = 'none' | 'asc' | 'desc';

export default function PieSorting() {
  const [sorting, setSorting] = React.useState<Sorting>('desc');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sorting}
        onChange={(_, next: Sorting | null) => next && setSorting(next)}
        aria-label="sortingValues"
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[{ data: generation, sortingValues: sorting, valueFormatter: (item) => `${item.value} TWh` }]}
      />
    </Stack>
  );
}

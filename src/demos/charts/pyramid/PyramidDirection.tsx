import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'increasing' | 'decreasing';
type Layout = 'vertical' | 'horizontal';

// Staff of a fictional company by level.
const data = [
  { label: 'Executives', value: 6 },
  { label: 'Directors', value: 24 },
  { label: 'Managers', value: 90 },
  { label: 'Staff', value: 480 },
];

export default function PyramidDirection() {
  const [direction, setDirection] = React.useState<Direction>('increasing');
  const [layout, setLayout] = React.useState<Layout>('vertical');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, next: Direction | null) => next && setDirection(next)}
          aria-label="funnelDirection"
        >
          <ToggleButton value="increasing">increasing</ToggleButton>
          <ToggleButton value="decreasing">decreasing</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_event, next: Layout | null) => next && setLayout(next)}
          aria-label="layout"
        >
          <ToggleButton value="vertical">vertical</ToggleButton>
          <ToggleButton value="horizontal">horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FunnelChart height={300} series={[{ curve: 'pyramid', funnelDirection: direction, layout, data }]} />
    </Stack>
  );
}

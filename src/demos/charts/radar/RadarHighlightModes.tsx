import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Highlight = 'axis' | 'series' | 'none';

// Average monthly rainfall in mm (approximate climate normals).
const metrics = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const mm = (value: number | null) => `${value} mm`;

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('axis');

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, next: Highlight | null) => next && setHighlight(next)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        highlight={highlight}
        series={[
          {
            label: 'London',
            data: [56, 41, 41, 44, 49, 45, 45, 50, 49, 69, 59, 55],
            valueFormatter: mm,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
          {
            label: 'Rome',
            data: [67, 73, 58, 81, 53, 34, 19, 37, 73, 113, 115, 81],
            valueFormatter: mm,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        radar={{ metrics }}
      />
    </Stack>
  );
}

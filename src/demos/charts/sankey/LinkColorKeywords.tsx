import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Electricity generated and where it went, in terawatt-hours (fictional country).
const links = [
  { source: 'Wind', target: 'Grid', value: 82 },
  { source: 'Gas', target: 'Grid', value: 95 },
  { source: 'Nuclear', target: 'Grid', value: 41 },
  { source: 'Solar', target: 'Grid', value: 14 },
  { source: 'Grid', target: 'Homes', value: 98 },
  { source: 'Grid', target: 'Industry', value: 86 },
  { source: 'Grid', target: 'Services', value: 48 },
];

type LinkColor = 'source' | 'target';

export default function LinkColorKeywords() {
  const [color, setColor] = React.useState<LinkColor>('source');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={color}
        onChange={(_, value: LinkColor | null) => value && setColor(value)}
        aria-label="Link colour"
      >
        <ToggleButton value="source">Source</ToggleButton>
        <ToggleButton value="target">Target</ToggleButton>
      </ToggleButtonGroup>
      <NoSsr fallback={<div style={{ height: 300 }} />}>
        <SankeyChart
          height={300}
          series={{
            data: { links },
            linkOptions: { color },
            valueFormatter: (value) => `${value} TWh`,
          }}
        />
      </NoSsr>
    </div>
  );
}

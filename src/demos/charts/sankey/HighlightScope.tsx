import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLinkOptions,
  type SankeyNodeOptions,
} from '@mui/x-charts-pro/SankeyChart';

type SankeyNodeHighlight = NonNullable<SankeyNodeOptions['highlight']>;
type SankeyLinkHighlight = NonNullable<SankeyLinkOptions['highlight']>;

// Electricity generated and where it went, in terawatt-hours (fictional country).
const links = [
  { source: 'Wind', target: 'Grid', value: 82 },
  { source: 'Gas', target: 'Grid', value: 95 },
  { source: 'Nuclear', target: 'Grid', value: 41 },
  { source: 'Grid', target: 'Homes', value: 98 },
  { source: 'Grid', target: 'Industry', value: 86 },
  { source: 'Grid', target: 'Services', value: 34 },
];

const nodeModes: SankeyNodeHighlight[] = ['nodes', 'links', 'incoming', 'outgoing', 'none'];
const linkModes: SankeyLinkHighlight[] = ['links', 'nodes', 'source', 'target', 'none'];

export default function HighlightScope() {
  const [nodeHighlight, setNodeHighlight] = React.useState<SankeyNodeHighlight>('links');
  const [linkHighlight, setLinkHighlight] = React.useState<SankeyLinkHighlight>('links');
  const [fade, setFade] = React.useState<'global' | 'none'>('global');

  return (
    <div style={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 1 }}>
        <TextField
          select
          size="small"
          label="Node highlight"
          value={nodeHighlight}
          onChange={(event) => setNodeHighlight(event.target.value as SankeyNodeHighlight)}
          sx={{ minWidth: 160 }}
        >
          {nodeModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Link highlight"
          value={linkHighlight}
          onChange={(event) => setLinkHighlight(event.target.value as SankeyLinkHighlight)}
          sx={{ minWidth: 160 }}
        >
          {linkModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Fade"
          value={fade}
          onChange={(event) => setFade(event.target.value === 'none' ? 'none' : 'global')}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="global">global</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
      </Stack>
      <NoSsr fallback={<div style={{ height: 300 }} />}>
        <SankeyChart
          height={300}
          series={{
            data: { links },
            nodeOptions: { highlight: nodeHighlight, fade },
            linkOptions: { highlight: linkHighlight, fade },
          }}
        />
      </NoSsr>
    </div>
  );
}

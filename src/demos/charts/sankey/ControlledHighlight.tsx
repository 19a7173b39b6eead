import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart, type SankeyItemIdentifier } from '@mui/x-charts-pro/SankeyChart';

// Electricity generated and where it went, in terawatt-hours (fictional country).
const sources = ['Wind', 'Gas', 'Nuclear'] as const;
const links = [
  { source: 'Wind', target: 'Grid', value: 82 },
  { source: 'Gas', target: 'Grid', value: 95 },
  { source: 'Nuclear', target: 'Grid', value: 41 },
  { source: 'Grid', target: 'Homes', value: 98 },
  { source: 'Grid', target: 'Industry', value: 86 },
  { source: 'Grid', target: 'Services', value: 34 },
];

function describe(item: SankeyItemIdentifier | null) {
  if (item === null) {
    return 'Nothing highlighted';
  }
  return item.subType === 'node' ? `Node ${item.nodeId}` : `Link ${item.sourceId} to ${item.targetId}`;
}

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<SankeyItemIdentifier | null>({
    type: 'sankey',
    seriesId: 'electricity',
    subType: 'node',
    nodeId: 'Gas',
  });
  const selectedNode = highlighted?.subType === 'node' ? String(highlighted.nodeId) : null;

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selectedNode}
        onChange={(_, value: string | null) =>
          setHighlighted(
            value === null ? null : { type: 'sankey', seriesId: 'electricity', subType: 'node', nodeId: value },
          )
        }
        aria-label="Highlighted source"
      >
        {sources.map((source) => (
          <ToggleButton key={source} value={source}>
            {source}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {describe(highlighted)}
      </Typography>
      <NoSsr fallback={<div style={{ height: 280 }} />}>
        <SankeyChart
          height={280}
          series={{
            id: 'electricity',
            data: { links },
            nodeOptions: { highlight: 'links', fade: 'global' },
            linkOptions: { highlight: 'links', fade: 'global' },
          }}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
        />
      </NoSsr>
    </div>
  );
}

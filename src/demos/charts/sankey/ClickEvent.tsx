import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Visitors of a fictional online shop in one week, by channel and outcome.
const links = [
  { source: 'Search', target: 'Product page', value: 5200 },
  { source: 'Social', target: 'Product page', value: 2100 },
  { source: 'Product page', target: 'Cart', value: 2600 },
  { source: 'Product page', target: 'Left', value: 4700 },
  { source: 'Cart', target: 'Order', value: 1300 },
  { source: 'Cart', target: 'Left', value: 1300 },
];

export default function ClickEvent() {
  const [message, setMessage] = React.useState('Click a node or a link.');

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ px: 1 }}>
        {message}
      </Typography>
      <NoSsr fallback={<div style={{ height: 300 }} />}>
        <SankeyChart
          height={300}
          series={{ data: { links } }}
          onNodeClick={(_, item) => setMessage(`Node ${item.node.label}: ${item.node.value} visitors`)}
          onLinkClick={(_, item) =>
            setMessage(`Link ${item.sourceId} to ${item.targetId}: ${item.link.value} visitors`)
          }
        />
      </NoSsr>
    </div>
  );
}

import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Annual revenue of a fictional company and where it went, in millions of dollars.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function ValueFormatting() {
  return (
    <NoSsr fallback={<div style={{ height: 320 }} />}>
      <SankeyChart
        height={320}
        series={{
          data: {
            links: [
              { source: 'Subscriptions', target: 'Revenue', value: 38.4 },
              { source: 'Services', target: 'Revenue', value: 11.2 },
              { source: 'Revenue', target: 'Cost of sales', value: 14.9 },
              { source: 'Revenue', target: 'Operating costs', value: 24.1 },
              { source: 'Revenue', target: 'Profit', value: 10.6 },
            ],
          },
          linkOptions: { showValues: true },
          valueFormatter: (value, context) => {
            const amount = `${dollars.format(value)}M`;
            if (context.location === 'label') {
              return amount;
            }
            return context.type === 'link'
              ? `${amount} from ${context.sourceId} to ${context.targetId}`
              : `${amount} through ${context.nodeId}`;
          },
        }}
      />
    </NoSsr>
  );
}

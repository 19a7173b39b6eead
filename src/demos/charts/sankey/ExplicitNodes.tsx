import NoSsr from '@mui/material/NoSsr';
import { useTheme } from '@mui/material/styles';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Visitors of a fictional online shop in one week, by channel and outcome.
export default function ExplicitNodes() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <NoSsr fallback={<div style={{ height: 320 }} />}>
      <SankeyChart
        height={320}
        series={{
          data: {
            nodes: [
              { id: 'search', label: 'Search engines' },
              { id: 'social', label: 'Social media' },
              { id: 'email', label: 'Newsletter' },
              { id: 'product', label: 'Product page' },
              { id: 'cart', label: 'Cart', color: palette.info.main },
              { id: 'order', label: 'Order placed', color: palette.success.main },
              { id: 'exit', label: 'Left the site', color: palette.grey[500] },
            ],
            links: [
              { source: 'search', target: 'product', value: 5200 },
              { source: 'social', target: 'product', value: 2100 },
              { source: 'email', target: 'product', value: 1400 },
              { source: 'product', target: 'cart', value: 2600 },
              { source: 'product', target: 'exit', value: 6100 },
              { source: 'cart', target: 'order', value: 1300 },
              { source: 'cart', target: 'exit', value: 1300 },
            ],
          },
        }}
      />
    </NoSsr>
  );
}

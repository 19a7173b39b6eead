import NoSsr from '@mui/material/NoSsr';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Monthly budget of a fictional household, in dollars.
export default function BasicSankey() {
  return (
    <NoSsr fallback={<div style={{ height: 320 }} />}>
      <SankeyChart
        height={320}
        series={{
          data: {
            links: [
              { source: 'Salary', target: 'Budget', value: 4200 },
              { source: 'Freelance', target: 'Budget', value: 800 },
              { source: 'Budget', target: 'Housing', value: 1600 },
              { source: 'Budget', target: 'Food', value: 700 },
              { source: 'Budget', target: 'Transport', value: 400 },
              { source: 'Budget', target: 'Utilities', value: 600 },
              { source: 'Budget', target: 'Savings', value: 1200 },
              { source: 'Budget', target: 'Leisure', value: 500 },
            ],
          },
        }}
      />
    </NoSsr>
  );
}

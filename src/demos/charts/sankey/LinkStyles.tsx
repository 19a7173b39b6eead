import NoSsr from '@mui/material/NoSsr';
import { useTheme } from '@mui/material/styles';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Monthly budget of a fictional household, in dollars.
const links = [
  { source: 'Salary', target: 'Budget', value: 4200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1600 },
  { source: 'Budget', target: 'Living costs', value: 1700 },
  { source: 'Budget', target: 'Savings', value: 1700 },
];

export default function LinkStyles() {
  const theme = useTheme();

  return (
    <NoSsr fallback={<div style={{ height: 300 }} />}>
      <SankeyChart
        height={300}
        series={{
          data: { links },
          linkOptions: {
            color: (theme.vars ?? theme).palette.secondary.main,
            opacity: 0.3,
            showValues: true,
          },
        }}
      />
    </NoSsr>
  );
}

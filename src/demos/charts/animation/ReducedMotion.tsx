import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PieChart } from '@mui/x-charts/PieChart';

// Electricity generation in France by source, in % (approximate, 2023 and 2024, RTE).
const mixes = {
  2023: [65, 12, 10, 6, 4, 3],
  2024: [67, 14, 9, 5, 3, 2],
};
const sources = ['Nuclear', 'Hydro', 'Wind', 'Gas', 'Solar', 'Other'];

export default function ReducedMotion() {
  // false on the server and on the first render in the browser, then the reader's setting.
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [year, setYear] = React.useState<2023 | 2024>(2023);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setYear(year === 2023 ? 2024 : 2023)}>
          Show {year === 2023 ? 2024 : 2023}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your system {prefersReducedMotion ? 'asks' : 'does not ask'} for reduced motion, so this chart{' '}
          {prefersReducedMotion ? 'does not animate' : 'animates'}.
        </Typography>
      </Stack>
      <PieChart
        height={260}
        series={[
          {
            innerRadius: 50,
            data: sources.map((label, index) => ({
              id: label,
              label,
              value: mixes[year][index] ?? 0,
            })),
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Stack>
  );
}

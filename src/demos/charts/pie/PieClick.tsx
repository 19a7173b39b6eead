import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Revenue of a fictional software company by region, in millions of dollars.
const regions = [
  { id: 'na', value: 42, label: 'North America' },
  { id: 'eu', value: 31, label: 'Europe' },
  { id: 'apac', value: 18, label: 'Asia-Pacific' },
  { id: 'latam', value: 6, label: 'Latin America' },
  { id: 'mea', value: 3, label: 'Middle East & Africa' },
];

export default function PieClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const region = selected === null ? null : regions[selected];

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[{ data: regions, valueFormatter: (item) => `$${item.value}M` }]}
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
      />
      <Typography variant="body2" aria-live="polite">
        {region
          ? `${region.label}: $${region.value}M, ${region.value}% of revenue`
          : 'Click a slice to see its details.'}
      </Typography>
    </Stack>
  );
}

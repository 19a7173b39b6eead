import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional apartments: floor area (m²) and monthly rent (€).
const apartments = [
  { id: 1, x: 38, y: 870 },
  { id: 2, x: 47, y: 1015 },
  { id: 3, x: 52, y: 1120 },
  { id: 4, x: 61, y: 1260 },
  { id: 5, x: 68, y: 1395 },
  { id: 6, x: 74, y: 1430 },
  { id: 7, x: 83, y: 1610 },
  { id: 8, x: 91, y: 1745 },
  { id: 9, x: 103, y: 1930 },
];

type Limit = 'nice' | 'strict';

export default function DomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_event, value: Limit | null) => value && setLimit(value)}
        aria-label="Domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        xAxis={[{ domainLimit: limit, label: 'Floor area (m²)' }]}
        yAxis={[{ domainLimit: limit, label: 'Rent (€ per month)', width: 60 }]}
        series={[{ data: apartments, label: 'Apartments' }]}
      />
    </Stack>
  );
}

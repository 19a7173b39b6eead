import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Scale = 'band' | 'linear';

// Vaccine trial: people at each stage of a fictional study.
export default function FunnelScaledSections() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: Scale | null) => next && setScaleType(next)}
        aria-label="scaleType"
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        hideLegend
        categoryAxis={{
          scaleType,
          categories: ['Screened', 'Enrolled', 'Completed', 'Analysed'],
          position: 'left',
        }}
        series={[
          {
            data: [{ value: 4800 }, { value: 1200 }, { value: 300 }, { value: 90 }],
          },
        ]}
      />
    </Stack>
  );
}

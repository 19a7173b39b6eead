import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

// Sales pipeline of a fictional software vendor, in deals.
export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, next: FunnelCurveType | null) => next && setCurve(next)}
        aria-label="curve"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={280}
        series={[
          {
            curve,
            data: [
              { label: 'Leads', value: 820 },
              { label: 'Qualified', value: 410 },
              { label: 'Proposal', value: 160 },
              { label: 'Won', value: 58 },
            ],
          },
        ]}
      />
    </Stack>
  );
}

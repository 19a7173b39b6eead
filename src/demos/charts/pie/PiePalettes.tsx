import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

type PaletteName = 'rainbowSurge' | 'blueberryTwilight' | 'mangoFusion' | 'cheerfulFiesta';

const palettes: Record<PaletteName, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

// Monthly budget of a fictional household, in dollars.
const budget = [
  { id: 'housing', value: 1650, label: 'Housing' },
  { id: 'food', value: 720, label: 'Food' },
  { id: 'transport', value: 410, label: 'Transport' },
  { id: 'savings', value: 600, label: 'Savings' },
  { id: 'leisure', value: 280, label: 'Leisure' },
  { id: 'health', value: 190, label: 'Health' },
];

export default function PiePalettes() {
  const [palette, setPalette] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_, next: PaletteName | null) => next && setPalette(next)}
        aria-label="Colour palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(palettes) as PaletteName[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={260}
        colors={palettes[palette]}
        series={[{ data: budget, valueFormatter: (item) => `$${item.value}` }]}
      />
    </Stack>
  );
}

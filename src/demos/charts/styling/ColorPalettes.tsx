import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  'Rainbow surge (default)': rainbowSurgePalette,
  'Blueberry twilight': blueberryTwilightPalette,
  'Mango fusion': mangoFusionPalette,
  'Cheerful fiesta': cheerfulFiestaPalette,
  // A palette can also be a plain list of colours.
  'Custom list': ['#0B6E4F', '#08A045', '#6BBF59', '#DDB771', '#E3DE9B', '#C7C6C1'],
};

// World electricity generation by source, in % (approximate, 2023).
const sources = [
  { id: 0, value: 35, label: 'Coal' },
  { id: 1, value: 23, label: 'Gas' },
  { id: 2, value: 14, label: 'Hydro' },
  { id: 3, value: 9, label: 'Nuclear' },
  { id: 4, value: 8, label: 'Wind' },
  { id: 5, value: 11, label: 'Solar and other' },
];

export default function ColorPalettes() {
  const [name, setName] = React.useState('Rainbow surge (default)');

  return (
    <div>
      <TextField
        select
        size="small"
        label="Palette"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 240, mb: 1 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={260}
        colors={palettes[name] ?? rainbowSurgePalette}
        series={[{ data: sources, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]}
      />
    </div>
  );
}

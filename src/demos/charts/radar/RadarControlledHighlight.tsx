import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Football players' season statistics, per 90 minutes (fictional).
const players = ['Silva', 'Okafor', 'Lindqvist'];
const metrics = ['Goals', 'Assists', 'Passes', 'Tackles', 'Dribbles'];

export default function RadarControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);
  const selected = highlightedItem && typeof highlightedItem.seriesId === 'string' ? highlightedItem.seriesId : null;

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, next: string | null) => setHighlightedItem(next ? { seriesId: next } : null)}
        aria-label="Highlighted player"
      >
        {players.map((player) => (
          <ToggleButton key={player} value={player}>
            {player}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight="series"
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        series={[
          { id: 'Silva', label: 'Silva', data: [80, 30, 55, 20, 70] },
          { id: 'Okafor', label: 'Okafor', data: [35, 75, 85, 45, 50] },
          { id: 'Lindqvist', label: 'Lindqvist', data: [10, 25, 70, 90, 20] },
        ].map((series) => ({ ...series, highlightScope: { highlight: 'item', fade: 'global' } }))}
        radar={{ metrics, max: 100 }}
      />
    </Stack>
  );
}

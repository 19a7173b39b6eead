import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'ambient', label: 'Ambient mornings' },
      { id: 'piano', label: 'Solo piano' },
    ],
  },
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'running', label: 'Running 170 BPM' },
      { id: 'cycling', label: 'Indoor cycling' },
    ],
  },
];

export default function TrackItemSelectionChange() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 220, flex: '1 1 220px' }}>
        <RichTreeView
          aria-label="Playlists"
          items={playlists}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['focus', 'workout']}
          onItemSelectionToggle={(_event, itemId, isSelected) => {
            const entry = `${itemId} ${isSelected ? 'selected' : 'deselected'}`;
            setLog((previous) => [entry, ...previous].slice(0, 5));
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Last changes
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div" aria-live="polite">
          {log.length === 0 ? 'Nothing yet' : log.map((entry, index) => <div key={index}>{entry}</div>)}
        </Typography>
      </Box>
    </Box>
  );
}

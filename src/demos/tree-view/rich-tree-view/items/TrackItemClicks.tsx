import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'france',
    label: 'France',
    children: [
      { id: 'paris', label: 'Paris' },
      { id: 'lyon', label: 'Lyon' },
    ],
  },
  {
    id: 'japan',
    label: 'Japan',
    children: [
      { id: 'tokyo', label: 'Tokyo' },
      { id: 'osaka', label: 'Osaka' },
    ],
  },
  { id: 'iceland', label: 'Iceland' },
];

export default function TrackItemClicks() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last clicked item: <strong>{lastClicked ?? 'none'}</strong>
      </Typography>
      <Box sx={{ minHeight: 240, minWidth: 250 }}>
        <RichTreeView
          aria-label="Destinations"
          items={regions}
          defaultExpandedItems={['france']}
          onItemClick={(_event, itemId) => setLastClicked(itemId)}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const files: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src-app', label: 'App.tsx' },
      { id: 'src-main', label: 'main.tsx' },
      { id: 'src-theme', label: 'theme.ts' },
    ],
  },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export default function TrackLabelChange() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 240, flex: '1 1 240px' }}>
        <RichTreeView
          aria-label="Project files"
          items={files}
          isItemEditable
          defaultExpandedItems={['src']}
          onItemLabelChange={(itemId, newLabel) => setLastChange(`Item "${itemId}" renamed to "${newLabel}"`)}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Last change
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {lastChange ?? 'Double-click a file name to rename it.'}
        </Typography>
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const chapters: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'installation', label: 'Installation' },
      { id: 'first-project', label: 'Your first project' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'authentication', label: 'Authentication' },
      {
        id: 'deployment',
        label: 'Deployment',
        children: [
          { id: 'docker', label: 'Docker' },
          { id: 'kubernetes', label: 'Kubernetes' },
        ],
      },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [
      { id: 'cli', label: 'Command line' },
      { id: 'config', label: 'Configuration file' },
    ],
  },
];

// Collects the ids of every item that has children, at any depth.
function getParentIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getParentIds(item.children)] : [],
  );
}

const allParentIds = getParentIds(chapters);

export default function ControlledExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>(['guides']);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allParentIds)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 340 }}>
        <RichTreeView
          aria-label="Documentation chapters"
          items={chapters}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const initialTasks: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'visual-design', label: 'Visual design' },
    ],
  },
  {
    id: 'build',
    label: 'Build',
    children: [
      { id: 'api', label: 'API endpoints' },
      { id: 'frontend', label: 'Front end' },
    ],
  },
  { id: 'launch', label: 'Launch' },
];

// Turns the tree into an indented outline, one line per item.
function toOutline(items: TreeViewDefaultItemModelProperties[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${item.label}`,
    ...toOutline(item.children ?? [], depth + 1),
  ]);
}

export default function ApiGetItemTree() {
  const apiRef = useRichTreeViewProApiRef();
  const [savedTree, setSavedTree] = React.useState(initialTasks);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 280, flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Project plan"
          items={initialTasks}
          apiRef={apiRef}
          itemsReordering
          defaultExpandedItems={['design', 'build']}
          onItemPositionChange={() => {
            const tree = apiRef.current?.getItemTree();
            if (tree) {
              setSavedTree(tree);
            }
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Order to save
        </Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 13, color: 'text.secondary' }}>
          {toOutline(savedTree).join('\n')}
        </Box>
      </Box>
    </Box>
  );
}

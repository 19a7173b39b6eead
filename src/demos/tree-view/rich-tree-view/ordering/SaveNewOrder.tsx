import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Task = TreeViewDefaultItemModelProperties;

const initialPlan: Task[] = [
  {
    id: 'research',
    label: 'Research',
    children: [
      { id: 'interviews', label: 'Customer interviews' },
      { id: 'competitors', label: 'Competitor review' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'prototype', label: 'Clickable prototype' },
    ],
  },
  { id: 'launch', label: 'Launch' },
];

// Turns the tree into the indented outline that would be sent to the server.
function toOutline(tasks: Task[], depth = 0): string[] {
  return tasks.flatMap((task, index) => [
    `${'  '.repeat(depth)}${index + 1}. ${task.label}`,
    ...toOutline(task.children ?? [], depth + 1),
  ]);
}

export default function SaveNewOrder() {
  const apiRef = useRichTreeViewProApiRef<Task>();
  const [saved, setSaved] = React.useState<string[]>(() => toOutline(initialPlan));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 260, flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Project plan"
          apiRef={apiRef}
          items={initialPlan}
          defaultExpandedItems={['research', 'design']}
          itemsReordering
          onItemPositionChange={() => {
            // The tree is already updated when the callback runs.
            const tree = apiRef.current?.getItemTree() ?? [];
            setSaved(toOutline(tree));
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Saved plan
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            typography: 'body2',
            fontFamily: 'monospace',
            whiteSpace: 'pre-wrap',
          }}
        >
          {saved.join('\n')}
        </Box>
      </Box>
    </Box>
  );
}

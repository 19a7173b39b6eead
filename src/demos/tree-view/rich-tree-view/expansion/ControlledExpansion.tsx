import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const files: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'button', label: 'Button.tsx' },
          { id: 'modal', label: 'Modal.tsx' },
        ],
      },
      {
        id: 'pages',
        label: 'pages',
        children: [
          { id: 'home', label: 'Home.tsx' },
          { id: 'settings', label: 'Settings.tsx' },
        ],
      },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [{ id: 'button-test', label: 'Button.test.tsx' }],
  },
  { id: 'package-json', label: 'package.json' },
];

// The items are data, so the ids of every item with children can be computed.
function getExpandableIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getExpandableIds(item.children)] : [],
  );
}

const expandableIds = getExpandableIds(files);

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['src']);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems((previous) => (previous.length === 0 ? expandableIds : []))}
        >
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {expandedItems.length} of {expandableIds.length} folders open
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 320, maxWidth: 360 }}>
        <RichTreeView
          aria-label="Project files"
          items={files}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Stack>
  );
}

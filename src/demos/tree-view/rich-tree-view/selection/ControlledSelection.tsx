import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const team: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'sofia', label: 'Sofia Lindqvist' },
      { id: 'kenji', label: 'Kenji Watanabe' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'fatima', label: 'Fatima Haddad' },
      { id: 'oliver', label: 'Oliver Brennan' },
      { id: 'mei', label: 'Mei Chen' },
    ],
  },
];

const allPeopleIds = team.flatMap((group) => (group.children ?? []).map((person) => person.id));

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['kenji']);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(allPeopleIds)}>
          Invite everyone
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
        <Typography variant="body2" color="text.secondary">
          {selectedItems.length} selected
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 260, minWidth: 250 }}>
        <RichTreeView
          aria-label="Meeting invitees"
          items={team}
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['design', 'engineering']}
        />
      </Box>
    </Stack>
  );
}

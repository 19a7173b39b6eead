import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const places: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          {
            id: 'occitanie',
            label: 'Occitanie',
            children: [
              { id: 'toulouse', label: 'Toulouse' },
              { id: 'montpellier', label: 'Montpellier' },
            ],
          },
          { id: 'brittany', label: 'Brittany', children: [{ id: 'rennes', label: 'Rennes' }] },
        ],
      },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      {
        id: 'japan',
        label: 'Japan',
        children: [{ id: 'kansai', label: 'Kansai', children: [{ id: 'osaka', label: 'Osaka' }] }],
      },
    ],
  },
];

export default function RevealItem() {
  const apiRef = useRichTreeViewApiRef();

  // Walks up from the item with getParentId and expands every ancestor, then selects the item.
  const reveal = (event: React.MouseEvent, itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      api.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    api.setItemSelection({ event, itemId });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'montpellier')}>
          Show Montpellier
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'osaka')}>
          Show Osaka
        </Button>
      </Stack>
      <Box sx={{ minHeight: 340, maxWidth: 360 }}>
        <RichTreeView aria-label="Office locations" items={places} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}

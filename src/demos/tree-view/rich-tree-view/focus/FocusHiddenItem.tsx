import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
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
          {
            id: 'forms',
            label: 'forms',
            children: [
              { id: 'text-field', label: 'TextField.tsx' },
              { id: 'date-input', label: 'DateInput.tsx' },
            ],
          },
        ],
      },
      { id: 'index', label: 'index.ts' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

export default function FocusHiddenItem() {
  const apiRef = useRichTreeViewApiRef();
  const [itemToFocus, setItemToFocus] = React.useState<string | null>(null);

  // focusItem ignores an item inside a collapsed parent: open its ancestors first.
  const handleClick = (event: React.MouseEvent) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    let parentId = api.getParentId('date-input');
    while (parentId !== null) {
      api.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    setItemToFocus('date-input');
  };

  // The item's DOM element exists once the expanded branches have rendered.
  React.useEffect(() => {
    if (itemToFocus !== null) {
      apiRef.current?.focusItem(null, itemToFocus);
      setItemToFocus(null);
    }
  }, [apiRef, itemToFocus]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={handleClick}>
          Focus DateInput.tsx
        </Button>
      </div>
      <Box sx={{ minHeight: 280, maxWidth: 360 }}>
        <RichTreeView aria-label="Project files" items={files} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}

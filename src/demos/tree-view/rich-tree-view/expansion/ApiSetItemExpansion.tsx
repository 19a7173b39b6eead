import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const organisation: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'lucas', label: 'Lucas Moreau, CTO' },
      { id: 'priya', label: 'Priya Raman, Platform lead' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [{ id: 'hannah', label: 'Hannah Schmidt, Head of design' }],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    children: [{ id: 'omar', label: 'Omar Haddad, Marketing director' }],
  },
];

export default function ApiSetItemExpansion() {
  const apiRef = useRichTreeViewApiRef();

  // Leaving out `shouldBeExpanded` toggles the item.
  const handleToggleDesign = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'design' });
  };

  const handleOpenAll = (event: React.MouseEvent) => {
    organisation.forEach((department) => {
      apiRef.current?.setItemExpansion({ event, itemId: department.id, shouldBeExpanded: true });
    });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleToggleDesign}>
          Toggle Design
        </Button>
        <Button size="small" variant="outlined" onClick={handleOpenAll}>
          Open every department
        </Button>
      </Stack>
      <Box sx={{ minHeight: 280, maxWidth: 380 }}>
        <RichTreeView aria-label="Departments" items={organisation} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}

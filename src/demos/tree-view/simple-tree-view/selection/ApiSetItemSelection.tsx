import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiSetItemSelection() {
  const apiRef = useSimpleTreeViewApiRef();

  const selectOnly = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true });
  };

  const addToSelection = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.setItemSelection({
      event,
      itemId,
      shouldBeSelected: true,
      keepExistingSelection: true,
    });
  };

  const toggle = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.setItemSelection({ event, itemId, keepExistingSelection: true });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => selectOnly(event, 'lisbon')}>
          Select only Lisbon
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => addToSelection(event, 'porto')}>
          Add Porto
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'madrid')}>
          Toggle Madrid
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260, minWidth: 260 }}>
        <SimpleTreeView
          aria-label="Office locations"
          apiRef={apiRef}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['portugal', 'spain']}
        >
          <TreeItem itemId="portugal" label="Portugal">
            <TreeItem itemId="lisbon" label="Lisbon" />
            <TreeItem itemId="porto" label="Porto" />
          </TreeItem>
          <TreeItem itemId="spain" label="Spain">
            <TreeItem itemId="madrid" label="Madrid" />
            <TreeItem itemId="barcelona" label="Barcelona" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

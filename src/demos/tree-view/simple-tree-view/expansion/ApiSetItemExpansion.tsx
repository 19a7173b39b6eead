import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiSetItemExpansion() {
  const apiRef = useSimpleTreeViewApiRef();

  // `shouldBeExpanded` forces the new state; without it, the item toggles.
  const handleExpand = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'engineering', shouldBeExpanded: true });
  };
  const handleCollapse = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'engineering', shouldBeExpanded: false });
  };
  const handleToggle = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'engineering' });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleExpand}>
          Expand Engineering
        </Button>
        <Button size="small" variant="outlined" onClick={handleCollapse}>
          Collapse Engineering
        </Button>
        <Button size="small" variant="outlined" onClick={handleToggle}>
          Toggle Engineering
        </Button>
      </Stack>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <SimpleTreeView aria-label="Organisation chart" apiRef={apiRef}>
          <TreeItem itemId="ceo" label="Amara Okafor, Chief Executive Officer" />
          <TreeItem itemId="engineering" label="Engineering">
            <TreeItem itemId="cto" label="Lucas Moreau, CTO" />
            <TreeItem itemId="platform" label="Priya Raman, Platform lead" />
            <TreeItem itemId="frontend" label="Daniel Kim, Frontend lead" />
          </TreeItem>
          <TreeItem itemId="sales" label="Sales">
            <TreeItem itemId="vp-sales" label="Sofia Lindqvist, VP of Sales" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiSetItemExpansion() {
  const apiRef = useSimpleTreeViewApiRef();

  const setEngineeringExpansion = (event: React.MouseEvent, shouldBeExpanded?: boolean) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'engineering', shouldBeExpanded });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => setEngineeringExpansion(event, true)}>
          Expand Engineering
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setEngineeringExpansion(event, false)}>
          Collapse Engineering
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setEngineeringExpansion(event)}>
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

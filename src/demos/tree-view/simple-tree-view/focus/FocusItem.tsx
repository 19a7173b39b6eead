import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItem() {
  const apiRef = useSimpleTreeViewApiRef();

  const focusReports = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'reports');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={focusReports}>
          Focus Reports
        </Button>
      </div>
      <Box sx={{ minHeight: 260, minWidth: 260 }}>
        <SimpleTreeView aria-label="Shared drive" apiRef={apiRef} defaultExpandedItems={['finance']}>
          <TreeItem itemId="marketing" label="Marketing">
            <TreeItem itemId="campaigns" label="Campaigns" />
            <TreeItem itemId="brand" label="Brand assets" />
          </TreeItem>
          <TreeItem itemId="finance" label="Finance">
            <TreeItem itemId="invoices" label="Invoices" />
            <TreeItem itemId="reports" label="Reports" />
            <TreeItem itemId="budgets" label="Budgets" />
          </TreeItem>
          <TreeItem itemId="hr" label="Human resources" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

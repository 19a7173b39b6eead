import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const allReportIds = ['q1-revenue', 'q1-costs', 'q2-revenue', 'q2-costs'];

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['q1-revenue']);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(allReportIds)}>
          Select all reports
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear selection
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'nothing'}
      </Typography>
      <Box sx={{ minHeight: 260, minWidth: 260 }}>
        <SimpleTreeView
          aria-label="Financial reports"
          multiSelect
          defaultExpandedItems={['q1', 'q2']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="q1" label="First quarter" disableSelection>
            <TreeItem itemId="q1-revenue" label="Q1 revenue" />
            <TreeItem itemId="q1-costs" label="Q1 costs" />
          </TreeItem>
          <TreeItem itemId="q2" label="Second quarter" disableSelection>
            <TreeItem itemId="q2-revenue" label="Q2 revenue" />
            <TreeItem itemId="q2-costs" label="Q2 costs" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

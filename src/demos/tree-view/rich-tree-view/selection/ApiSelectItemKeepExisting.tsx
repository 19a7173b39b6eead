import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const tasks: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      { id: 'PAY-212', label: 'PAY-212 Refund flow (overdue)' },
      { id: 'PAY-218', label: 'PAY-218 Currency rounding' },
      { id: 'PAY-225', label: 'PAY-225 Receipt emails (overdue)' },
    ],
  },
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'PAY-230', label: 'PAY-230 Apple Pay support' },
      { id: 'PAY-241', label: 'PAY-241 Audit log export (overdue)' },
    ],
  },
];

const overdueIds = ['PAY-212', 'PAY-225', 'PAY-241'];

export default function ApiSelectItemKeepExisting() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedCount, setSelectedCount] = React.useState(1);

  const addOverdue = (event: React.MouseEvent) => {
    overdueIds.forEach((itemId) => {
      // keepExistingSelection adds the item instead of replacing the selection.
      apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true, keepExistingSelection: true });
    });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={addOverdue}>
          Add overdue tasks
        </Button>
        <Typography variant="body2" color="text.secondary">
          {selectedCount} selected
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 260, minWidth: 250 }}>
        <RichTreeView
          aria-label="Tasks"
          items={tasks}
          apiRef={apiRef}
          multiSelect
          checkboxSelection
          defaultSelectedItems={['PAY-218']}
          onSelectedItemsChange={(_event, itemIds) => setSelectedCount(itemIds.length)}
          defaultExpandedItems={['sprint-14', 'backlog']}
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.view', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
  {
    id: 'members',
    label: 'Members',
    children: [
      { id: 'members.invite', label: 'Invite members' },
      { id: 'members.remove', label: 'Remove members' },
      { id: 'members.roles', label: 'Change roles' },
    ],
  },
];

const propagation: TreeViewSelectionPropagation = { descendants: true, parents: true };

// Saved on the server: only leaf permissions, no parent ids.
const savedPermissions = ['billing.view', 'billing.pay', 'members.invite'];

export default function ApplyPropagationOnMount() {
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: permissions,
    selectionPropagation: propagation,
    selectedItems: savedPermissions,
  });
  const [selectedItems, setSelectedItems] = React.useState(initialSelection);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Selected ids: {selectedItems.join(', ') || 'none'}
      </Typography>
      <Box sx={{ minHeight: 290, minWidth: 250 }}>
        <RichTreeView
          aria-label="Role permissions"
          items={permissions}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['billing', 'members']}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'password', label: 'Password' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'plan', label: 'Plan and usage' },
      { id: 'invoices', label: 'Invoices' },
    ],
  },
  { id: 'notifications', label: 'Notifications' },
];

export default function FocusItem() {
  const apiRef = useRichTreeViewApiRef();

  const handleFocusInvoices = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'invoices');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={handleFocusInvoices}>
          Focus Invoices
        </Button>
      </div>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <RichTreeView aria-label="Settings" items={settings} apiRef={apiRef} defaultExpandedItems={['billing']} />
      </Box>
    </Stack>
  );
}

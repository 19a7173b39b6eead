import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const notificationSettings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email-mentions', label: 'Mentions' },
      { id: 'email-digest', label: 'Weekly digest' },
      { id: 'email-billing', label: 'Billing' },
    ],
  },
  {
    id: 'push',
    label: 'Push notifications',
    children: [
      { id: 'push-mentions', label: 'Mentions' },
      { id: 'push-reminders', label: 'Reminders' },
    ],
  },
];

export default function CheckboxMultiSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Notification settings"
        items={notificationSettings}
        multiSelect
        checkboxSelection
        defaultSelectedItems={['email-mentions', 'email-billing', 'push-reminders']}
        defaultExpandedItems={['email', 'push']}
      />
    </Box>
  );
}

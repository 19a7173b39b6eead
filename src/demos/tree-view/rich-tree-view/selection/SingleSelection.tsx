import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailFolders: TreeViewDefaultItemModelProperties[] = [
  { id: 'inbox', label: 'Inbox (8)' },
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'work/invoices', label: 'Invoices (2)' },
      { id: 'work/meetings', label: 'Meetings' },
    ],
  },
  { id: 'drafts', label: 'Drafts (1)' },
  { id: 'sent', label: 'Sent' },
];

export default function SingleSelection() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={mailFolders}
        defaultSelectedItems="inbox"
        defaultExpandedItems={['work']}
      />
    </Box>
  );
}

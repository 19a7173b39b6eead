import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const folders: TreeViewDefaultItemModelProperties[] = [
  { id: 'inbox', label: 'Inbox' },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'website-redesign', label: 'Website redesign' },
      { id: 'q3-launch', label: 'Q3 launch' },
    ],
  },
  { id: 'receipts', label: 'Receipts' },
  { id: 'newsletters', label: 'Newsletters' },
  { id: 'sent', label: 'Sent' },
  { id: 'trash', label: 'Trash' },
];

// The mail client's own folders stay where they are; the reader's folders can move.
const systemFolders = new Set(['inbox', 'sent', 'trash']);

export default function ReorderableItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Mail folders"
        items={folders}
        defaultExpandedItems={['projects']}
        itemsReordering
        isItemReorderable={(itemId) => !systemFolders.has(itemId)}
      />
    </Box>
  );
}

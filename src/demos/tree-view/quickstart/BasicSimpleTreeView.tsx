import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView aria-label="Mail folders">
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-invoices" label="Invoices" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="archive" label="Archive">
          <TreeItem itemId="archive-2025" label="2025" />
          <TreeItem itemId="archive-2024" label="2024" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

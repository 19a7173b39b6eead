import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import FolderIcon from '@mui/icons-material/Folder';
import type { SvgIconComponent } from '@mui/icons-material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface FolderLabelProps {
  icon: SvgIconComponent;
  name: string;
  unread?: number;
}

function FolderLabel({ icon: Icon, name, unread }: FolderLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" aria-hidden />
      <Box component="span" sx={{ flexGrow: 1 }}>
        {name}
      </Box>
      {unread ? (
        <Chip size="small" color="primary" label={unread} aria-label={`${unread} unread`} sx={{ height: 20 }} />
      ) : null}
    </Box>
  );
}

export default function RichLabels() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<FolderLabel icon={InboxIcon} name="Inbox" unread={12} />}>
          <TreeItem itemId="inbox-clients" label={<FolderLabel icon={FolderIcon} name="Clients" unread={4} />} />
          <TreeItem itemId="inbox-receipts" label={<FolderLabel icon={FolderIcon} name="Receipts" />} />
        </TreeItem>
        <TreeItem itemId="drafts" label={<FolderLabel icon={DraftsIcon} name="Drafts" unread={2} />} />
        <TreeItem itemId="sent" label={<FolderLabel icon={SendIcon} name="Sent" />} />
      </SimpleTreeView>
    </Box>
  );
}

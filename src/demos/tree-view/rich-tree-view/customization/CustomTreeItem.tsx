import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FolderKind = 'inbox' | 'sent' | 'archive' | 'folder';

interface MailFolder {
  id: string;
  label: string;
  kind: FolderKind;
  unread: number;
  children?: MailFolder[];
}

const folders: MailFolder[] = [
  { id: 'inbox', label: 'Inbox', kind: 'inbox', unread: 12 },
  {
    id: 'clients',
    label: 'Clients',
    kind: 'folder',
    unread: 3,
    children: [
      { id: 'clients-acme', label: 'Acme Corp', kind: 'folder', unread: 2 },
      { id: 'clients-globex', label: 'Globex', kind: 'folder', unread: 1 },
      { id: 'clients-initech', label: 'Initech', kind: 'folder', unread: 0 },
    ],
  },
  { id: 'sent', label: 'Sent', kind: 'sent', unread: 0 },
  { id: 'archive', label: 'Archive', kind: 'archive', unread: 0 },
];

// Read by screen readers, not shown on screen.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

const folderIcons: Record<FolderKind, SvgIconComponent> = {
  inbox: InboxOutlinedIcon,
  sent: SendOutlinedIcon,
  archive: ArchiveOutlinedIcon,
  folder: FolderOutlinedIcon,
};

const MailFolderItem = React.forwardRef(function MailFolderItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // Reads this item's object from the `items` array.
  const folder = useTreeItemModel<MailFolder>(props.itemId);
  const Icon = folderIcons[folder?.kind ?? 'folder'];
  const unread = folder?.unread ?? 0;

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color="action" aria-hidden />
          <Box component="span" sx={{ flexGrow: 1, fontWeight: unread > 0 ? 600 : 400 }}>
            {props.label}
          </Box>
          {unread > 0 && (
            <Typography
              component="span"
              variant="caption"
              sx={{
                px: 1,
                borderRadius: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 600,
              }}
            >
              {unread}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                unread
              </Box>
            </Typography>
          )}
        </Box>
      }
    />
  );
});

export default function CustomTreeItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        defaultExpandedItems={['clients']}
        defaultSelectedItems="inbox"
        slots={{ item: MailFolderItem }}
      />
    </Box>
  );
}

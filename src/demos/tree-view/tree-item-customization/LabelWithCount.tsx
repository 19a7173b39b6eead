import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { SvgIconComponent } from '@mui/icons-material';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import LabelRoundedIcon from '@mui/icons-material/LabelRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface MailFolderProps extends Omit<TreeItemProps, 'label'> {
  name: string;
  icon: SvgIconComponent;
  unread?: number;
}

function MailFolder({ name, icon: Icon, unread = 0, ...other }: MailFolderProps) {
  return (
    <TreeItem
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
          <Box component="span" sx={{ flexGrow: 1, fontWeight: unread > 0 ? 600 : 400 }}>
            {name}
          </Box>
          {unread > 0 ? (
            <Chip
              size="small"
              color="primary"
              label={
                <React.Fragment>
                  {unread}
                  <span style={visuallyHidden}> unread</span>
                </React.Fragment>
              }
              sx={{ height: 20 }}
            />
          ) : null}
        </Box>
      }
    />
  );
}

export default function LabelWithCount() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 300 }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['labels']}>
        <MailFolder itemId="inbox" name="Inbox" icon={InboxRoundedIcon} unread={12} />
        <MailFolder itemId="sent" name="Sent" icon={SendRoundedIcon} />
        <MailFolder itemId="labels" name="Labels" icon={LabelRoundedIcon} unread={5}>
          <MailFolder itemId="labels/invoices" name="Invoices" icon={LabelRoundedIcon} unread={3} />
          <MailFolder itemId="labels/travel" name="Travel" icon={LabelRoundedIcon} unread={2} />
          <MailFolder itemId="labels/newsletters" name="Newsletters" icon={LabelRoundedIcon} />
        </MailFolder>
        <MailFolder itemId="trash" name="Trash" icon={DeleteOutlineRoundedIcon} />
      </SimpleTreeView>
    </Box>
  );
}

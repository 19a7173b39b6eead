import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import InboxRounded from '@mui/icons-material/InboxRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DraftsRounded from '@mui/icons-material/DraftsRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import ArrowRightRounded from '@mui/icons-material/ArrowRightRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface MailFolderItemProps extends Omit<UseTreeItemParameters, 'rootRef' | 'label'> {
  label: string;
  icon: SvgIconComponent;
  /** Number of unread messages; nothing is shown when it is zero. */
  unread?: number;
}

const MailFolderItem = React.forwardRef(function MailFolderItem(
  props: MailFolderItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { icon: Icon, unread = 0, ...itemParameters } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...itemParameters, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent
          {...getContentProps()}
          sx={(theme) => ({
            borderRadius: '0 999px 999px 0',
            pr: 2,
            fontWeight: unread > 0 ? 700 : 400,
            '&[data-selected], &[data-selected]:hover, &[data-selected][data-focused]': {
              bgcolor: 'action.selected',
              color: (theme.vars ?? theme).palette.primary.main,
            },
          })}
        >
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Icon fontSize="small" sx={{ color: 'inherit', opacity: 0.8 }} />
          <TreeItemLabel {...getLabelProps()} sx={{ typography: 'body2', fontWeight: 'inherit' }} />
          {unread > 0 ? (
            <Typography variant="caption" component="span" sx={{ fontWeight: 'inherit' }}>
              {unread}
              <Box component="span" sx={visuallyHidden}>
                {' unread'}
              </Box>
            </Typography>
          ) : null}
        </TreeItemContent>
        {props.children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function MailFolders() {
  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 300 }}>
      <SimpleTreeView
        aria-label="Mail folders"
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="inbox"
        slots={{ expandIcon: ArrowRightRounded, collapseIcon: ArrowDropDownRounded }}
      >
        <MailFolderItem itemId="inbox" label="Inbox" icon={InboxRounded} unread={23}>
          <MailFolderItem itemId="social" label="Social" icon={PeopleRounded} unread={4} />
          <MailFolderItem itemId="updates" label="Updates" icon={InfoRounded} unread={12} />
          <MailFolderItem itemId="forums" label="Forums" icon={ForumRounded} />
          <MailFolderItem itemId="promotions" label="Promotions" icon={LocalOfferRounded} unread={7} />
        </MailFolderItem>
        <MailFolderItem itemId="starred" label="Starred" icon={StarRounded} />
        <MailFolderItem itemId="sent" label="Sent" icon={SendRounded} />
        <MailFolderItem itemId="drafts" label="Drafts" icon={DraftsRounded} unread={2} />
        <MailFolderItem itemId="trash" label="Trash" icon={DeleteRounded} />
      </SimpleTreeView>
    </Box>
  );
}

import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface PersonItemProps
  extends Omit<UseTreeItemParameters, 'rootRef' | 'id'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus' | 'id'> {
  jobTitle: string;
  teamSize?: number;
}

const PersonItem = React.forwardRef(function PersonItem(props: PersonItemProps, ref: React.Ref<HTMLLIElement>) {
  const { itemId, label, disabled = false, children, jobTitle, teamSize, ...other } = props;

  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ itemId, children, label, disabled, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Avatar
            sx={(theme) => ({
              width: 28,
              height: 28,
              fontSize: 13,
              bgcolor: status.selected
                ? (theme.vars ?? theme).palette.primary.main
                : (theme.vars ?? theme).palette.grey[500],
            })}
          >
            {typeof label === 'string' ? label.charAt(0) : null}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TreeItemLabel {...getLabelProps()} sx={{ typography: 'body2', fontWeight: 500 }} />
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {jobTitle}
              {teamSize && !status.expanded ? ` · ${teamSize} ${teamSize === 1 ? 'report' : 'reports'}` : null}
            </Typography>
          </Box>
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemCustomItem() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 380 }}>
      <SimpleTreeView aria-label="Organisation chart" defaultExpandedItems={['sofia']}>
        <PersonItem itemId="sofia" label="Sofia Lindqvist" jobTitle="Chief Technology Officer" teamSize={3}>
          <PersonItem itemId="daniel" label="Daniel Osei" jobTitle="Head of Platform" teamSize={2}>
            <PersonItem itemId="hana" label="Hana Kobayashi" jobTitle="Site Reliability Engineer" />
            <PersonItem itemId="marco" label="Marco Rossi" jobTitle="Backend Engineer" />
          </PersonItem>
          <PersonItem itemId="ines" label="Inès Dubois" jobTitle="Head of Mobile" teamSize={1}>
            <PersonItem itemId="tom" label="Tom Walsh" jobTitle="iOS Engineer" />
          </PersonItem>
          <PersonItem itemId="ravi" label="Ravi Patel" jobTitle="Security Lead" />
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}

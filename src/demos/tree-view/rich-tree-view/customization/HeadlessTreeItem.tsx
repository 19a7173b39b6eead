import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const settings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'security', label: 'Password and security' },
      { id: 'billing', label: 'Billing' },
    ],
  },
  {
    id: 'workspace',
    label: 'Workspace',
    children: [
      { id: 'members', label: 'Members' },
      { id: 'integrations', label: 'Integrations' },
    ],
  },
  { id: 'notifications', label: 'Notifications' },
];

// Plain elements styled from scratch: no Material UI Tree Item styles.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  paddingLeft: `calc(${theme.spacing(1.5)} + 20px * var(--TreeView-itemDepth))`,
  borderLeft: '3px solid transparent',
  cursor: 'pointer',
  ...theme.typography.body2,
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&[data-focused]': { backgroundColor: (theme.vars ?? theme).palette.action.focus },
  '&[data-selected]': {
    borderLeftColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.main,
    fontWeight: 600,
  },
}));

const Chevron = styled(ChevronRightIcon)(({ theme }) => ({
  fontSize: 18,
  transition: theme.transitions.create('transform'),
  '[data-expanded] &': { transform: 'rotate(90deg)' },
}));

// The label props include `editable`, which is not an HTML attribute.
const Label = styled('span', { shouldForwardProp: (prop) => prop !== 'editable' })<{
  editable?: boolean;
}>({ flexGrow: 1 });

const Group = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

const HeadlessItem = React.forwardRef(function HeadlessItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...props, rootRef: ref });

  // `status` is also returned as a prop for older styled components: drop it,
  // the data attributes (data-expanded, data-selected...) carry the same state.
  const { status: contentStatus, ...contentProps } = getContentProps();
  // The group props are meant for a transition component: keep the list ones.
  const { in: groupOpen, unmountOnExit, component, ...groupProps } = getGroupTransitionProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <Box component="li" sx={{ listStyle: 'none' }} {...getRootProps()}>
        <Row {...contentProps}>
          <Box {...getIconContainerProps()} sx={{ display: 'flex', width: 18 }}>
            {status.expandable && <Chevron aria-hidden />}
          </Box>
          <Label {...getLabelProps()} />
        </Row>
        {children && groupOpen && <Group {...groupProps} />}
      </Box>
    </TreeItemProvider>
  );
});

export default function HeadlessTreeItem() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Settings"
        items={settings}
        defaultExpandedItems={['account']}
        defaultSelectedItems="security"
        slots={{ item: HeadlessItem }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface OutlineItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  /** Shown at the end of the row, for example a page count. */
  meta?: string;
}

// Every element is plain HTML styled with `sx`: only the behaviour comes from the hook.
const OutlineItem = React.forwardRef(function OutlineItem(props: OutlineItemProps, ref: React.Ref<HTMLLIElement>) {
  const { meta, ...itemParameters } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...itemParameters, rootRef: ref });

  // `status` in the content props is deprecated and is not an HTML attribute: leave it out.
  const { status: deprecatedStatus, ...contentProps } = getContentProps();
  const { children: groupChildren, role: groupRole } = getGroupTransitionProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <Box component="li" {...getRootProps()} sx={{ listStyle: 'none', outline: 0 }}>
        <Box
          {...contentProps}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            py: 0.75,
            pr: 1,
            pl: `calc(4px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
            borderLeft: '3px solid transparent',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&[data-focused]': { bgcolor: 'action.focus' },
            '&[data-selected]': {
              borderLeftColor: (theme.vars ?? theme).palette.primary.main,
              color: (theme.vars ?? theme).palette.primary.main,
              fontWeight: 600,
            },
          })}
        >
          <Box
            {...getIconContainerProps()}
            sx={{ display: 'flex', width: 24, justifyContent: 'center', color: 'text.secondary' }}
          >
            {status.expandable ? (
              <ChevronRightRounded
                fontSize="small"
                sx={{
                  transition: 'transform 150ms',
                  transform: status.expanded ? 'rotate(90deg)' : 'none',
                }}
              />
            ) : null}
          </Box>
          <Box {...getLabelProps()} sx={{ flexGrow: 1, typography: 'body2', fontWeight: 'inherit' }} />
          {meta ? (
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {meta}
            </Box>
          ) : null}
        </Box>
        {status.expanded && groupChildren ? (
          <Box component="ul" role={groupRole} sx={{ m: 0, p: 0 }}>
            {groupChildren}
          </Box>
        ) : null}
      </Box>
    </TreeItemProvider>
  );
});

export default function HeadlessTreeItem() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 400 }}>
      <SimpleTreeView
        aria-label="Handbook outline"
        defaultExpandedItems={['handbook', 'people']}
        defaultSelectedItems="leave"
        itemChildrenIndentation={20}
      >
        <OutlineItem itemId="handbook" label="Employee handbook" meta="48 pages">
          <OutlineItem itemId="welcome" label="Welcome" meta="3 pages" />
          <OutlineItem itemId="people" label="People and culture" meta="21 pages">
            <OutlineItem itemId="leave" label="Holidays and leave" meta="6 pages" />
            <OutlineItem itemId="remote" label="Remote work" meta="4 pages" />
          </OutlineItem>
          <OutlineItem itemId="security" label="Security" meta="9 pages" />
        </OutlineItem>
      </SimpleTreeView>
    </Box>
  );
}

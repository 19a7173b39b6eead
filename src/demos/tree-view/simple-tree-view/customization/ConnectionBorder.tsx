import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The children's group carries the indentation and a dashed line that joins them to their parent.
const ConnectedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${(theme.vars ?? theme).palette.text.disabled}`,
  },
}));

export default function ConnectionBorder() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 360 }}>
      {/* The group's margin and padding do the indenting, so the built-in indentation is turned off. */}
      <SimpleTreeView
        aria-label="Regions and cities"
        itemChildrenIndentation={0}
        defaultExpandedItems={['europe', 'spain', 'asia']}
      >
        <ConnectedTreeItem itemId="europe" label="Europe">
          <ConnectedTreeItem itemId="spain" label="Spain">
            <ConnectedTreeItem itemId="madrid" label="Madrid" />
            <ConnectedTreeItem itemId="barcelona" label="Barcelona" />
          </ConnectedTreeItem>
          <ConnectedTreeItem itemId="italy" label="Italy">
            <ConnectedTreeItem itemId="rome" label="Rome" />
          </ConnectedTreeItem>
        </ConnectedTreeItem>
        <ConnectedTreeItem itemId="asia" label="Asia">
          <ConnectedTreeItem itemId="japan" label="Japan" />
          <ConnectedTreeItem itemId="singapore" label="Singapore" />
        </ConnectedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}

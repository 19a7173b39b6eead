import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// With itemChildrenIndentation={0}, the content no longer moves right with the depth:
// the margin of each nested group indents it instead, and its border draws the guide.
const GuideTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: theme.spacing(1),
    borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
  },
}));

export default function IndentationGuides() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Project files"
        itemChildrenIndentation={0}
        defaultExpandedItems={['src', 'src/components', 'src/hooks']}
      >
        <GuideTreeItem itemId="src" label="src">
          <GuideTreeItem itemId="src/components" label="components">
            <GuideTreeItem itemId="src/components/Button.tsx" label="Button.tsx" />
            <GuideTreeItem itemId="src/components/Dialog.tsx" label="Dialog.tsx" />
          </GuideTreeItem>
          <GuideTreeItem itemId="src/hooks" label="hooks">
            <GuideTreeItem itemId="src/hooks/useAuth.ts" label="useAuth.ts" />
          </GuideTreeItem>
          <GuideTreeItem itemId="src/main.tsx" label="main.tsx" />
        </GuideTreeItem>
        <GuideTreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}

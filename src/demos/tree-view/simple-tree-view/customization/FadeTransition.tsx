import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import type { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Fade needs a single child that holds a ref, so the children are wrapped in a div.
function FadeGroupTransition(props: TransitionProps) {
  const { in: inProp, children, ...other } = props;
  return (
    <Collapse in={inProp} timeout={400} {...other}>
      <Fade in={inProp} timeout={600}>
        <div>{children}</div>
      </Fade>
    </Collapse>
  );
}

const FadeTreeItem = React.forwardRef(function FadeTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: FadeGroupTransition }} />;
});

export default function FadeTransition() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Course syllabus" defaultExpandedItems={['module-1']}>
        <FadeTreeItem itemId="module-1" label="Module 1: Getting started">
          <FadeTreeItem itemId="welcome" label="Welcome video" />
          <FadeTreeItem itemId="install" label="Installing Node.js" />
        </FadeTreeItem>
        <FadeTreeItem itemId="module-2" label="Module 2: Components">
          <FadeTreeItem itemId="props" label="Props and state" />
          <FadeTreeItem itemId="effects" label="Effects" />
        </FadeTreeItem>
        <FadeTreeItem itemId="module-3" label="Module 3: Deployment">
          <FadeTreeItem itemId="build" label="Production builds" />
        </FadeTreeItem>
      </SimpleTreeView>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { animated, useSpring } from '@react-spring/web';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

const AnimatedCollapse = animated(Collapse);

// Collapse still animates the height; the spring slides and fades the children in.
function SpringGroupTransition(props: TransitionProps) {
  const style = useSpring({
    to: {
      opacity: props.in ? 1 : 0,
      transform: `translate3d(${props.in ? 0 : 16}px, 0, 0)`,
    },
  });

  return <AnimatedCollapse style={style} {...props} />;
}

const SpringTreeItem = React.forwardRef(function SpringTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: SpringGroupTransition }} />;
});

export default function SpringTransition() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Product catalogue" defaultExpandedItems={['electronics']}>
        <SpringTreeItem itemId="electronics" label="Electronics">
          <SpringTreeItem itemId="laptops" label="Laptops">
            <SpringTreeItem itemId="ultrabooks" label="Ultrabooks" />
            <SpringTreeItem itemId="workstations" label="Workstations" />
          </SpringTreeItem>
          <SpringTreeItem itemId="phones" label="Phones" />
          <SpringTreeItem itemId="cameras" label="Cameras" />
        </SpringTreeItem>
        <SpringTreeItem itemId="books" label="Books">
          <SpringTreeItem itemId="fiction" label="Fiction" />
          <SpringTreeItem itemId="cookbooks" label="Cookbooks" />
        </SpringTreeItem>
      </SimpleTreeView>
    </Box>
  );
}

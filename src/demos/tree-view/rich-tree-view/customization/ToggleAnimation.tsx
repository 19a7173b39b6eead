import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { animated, useSpring } from '@react-spring/web';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'week-1',
    label: 'Week 1: Getting started',
    children: [
      { id: 'week-1-setup', label: 'Installing the tools' },
      { id: 'week-1-hello', label: 'Your first program' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Data structures',
    children: [
      { id: 'week-2-arrays', label: 'Arrays and lists' },
      { id: 'week-2-maps', label: 'Maps and sets' },
      { id: 'week-2-quiz', label: 'Quiz' },
    ],
  },
  {
    id: 'week-3',
    label: 'Week 3: Algorithms',
    children: [
      { id: 'week-3-sorting', label: 'Sorting' },
      { id: 'week-3-search', label: 'Searching' },
    ],
  },
];

// Fades and slides the children in while Collapse animates the height.
function SpringTransition(props: TransitionProps) {
  const style = useSpring({
    to: {
      opacity: props.in ? 1 : 0,
      transform: `translate3d(${props.in ? 0 : 16}px, 0, 0)`,
    },
  });

  return (
    <animated.div style={style}>
      <Collapse {...props} />
    </animated.div>
  );
}

const AnimatedTreeItem = React.forwardRef(function AnimatedTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: SpringTransition }} />;
});

export default function ToggleAnimation() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Course syllabus"
        items={syllabus}
        defaultExpandedItems={['week-1']}
        slots={{ item: AnimatedTreeItem }}
      />
    </Box>
  );
}

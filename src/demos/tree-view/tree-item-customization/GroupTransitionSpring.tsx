import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { animated, useSpring } from '@react-spring/web';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const catalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'laptops',
        label: 'Laptops',
        children: [
          { id: 'ultrabooks', label: 'Ultrabooks' },
          { id: 'gaming-laptops', label: 'Gaming laptops' },
        ],
      },
      { id: 'phones', label: 'Phones' },
    ],
  },
  {
    id: 'home',
    label: 'Home and kitchen',
    children: [
      { id: 'coffee', label: 'Coffee machines' },
      { id: 'lighting', label: 'Lighting' },
    ],
  },
];

// Receives the props of the default Collapse (`in`, children, role...) and adds a slide and fade.
function SpringTransition(props: TransitionProps) {
  const style = useSpring({
    to: {
      opacity: props.in ? 1 : 0,
      transform: `translate3d(${props.in ? 0 : 24}px, 0, 0)`,
    },
  });

  return (
    <animated.div style={style}>
      <Collapse {...props} />
    </animated.div>
  );
}

export default function GroupTransitionSpring() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        defaultExpandedItems={['electronics']}
        slotProps={{ item: { slots: { groupTransition: SpringTransition } } }}
      />
    </Box>
  );
}

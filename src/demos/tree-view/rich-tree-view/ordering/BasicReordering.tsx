import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-1',
    label: 'Module 1 · Getting started with React',
    children: [
      { id: 'components', label: 'Components and JSX' },
      { id: 'props', label: 'Passing props' },
      { id: 'state', label: 'State with useState' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2 · Working with data',
    children: [
      { id: 'effects', label: 'Effects and data fetching' },
      { id: 'forms', label: 'Controlled forms' },
    ],
  },
  { id: 'final-project', label: 'Final project · A to-do app' },
];

export default function BasicReordering() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Course syllabus"
        items={syllabus}
        defaultExpandedItems={['module-1', 'module-2']}
        itemsReordering
      />
    </Box>
  );
}

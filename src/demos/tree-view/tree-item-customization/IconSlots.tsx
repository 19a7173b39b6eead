import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-1',
    label: 'Module 1 · Getting started',
    children: [
      { id: 'module-1/welcome', label: 'Welcome (4 min)' },
      { id: 'module-1/tools', label: 'Installing the tools (12 min)' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2 · Layouts',
    children: [
      { id: 'module-2/flexbox', label: 'Flexbox in practice (18 min)' },
      { id: 'module-2/grid', label: 'CSS grid (22 min)' },
    ],
  },
];

export default function IconSlots() {
  return (
    <Box sx={{ minHeight: 230, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Course syllabus"
        items={syllabus}
        defaultExpandedItems={['module-1']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: PlayCircleOutlineRoundedIcon,
        }}
        slotProps={{ endIcon: { color: 'primary' } }}
      />
    </Box>
  );
}

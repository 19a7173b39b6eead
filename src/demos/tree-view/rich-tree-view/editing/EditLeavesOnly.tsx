import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Modules are fixed by the curriculum; lessons can be renamed.
const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-1',
    label: 'Module 1: Foundations',
    children: [
      { id: 'lesson-1-1', label: 'Variables and types' },
      { id: 'lesson-1-2', label: 'Control flow' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: Functions',
    children: [
      { id: 'lesson-2-1', label: 'Parameters and return values' },
      { id: 'lesson-2-2', label: 'Closures' },
      { id: 'lesson-2-3', label: 'Recursion' },
    ],
  },
];

export default function EditLeavesOnly() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Course syllabus"
        items={syllabus}
        isItemEditable={(item) => (item.children ?? []).length === 0}
        defaultExpandedItems={['module-1', 'module-2']}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const projectFiles: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/App.tsx', label: 'App.tsx' },
      { id: 'src/App.test.tsx', label: 'App.test.tsx' },
      { id: 'src/index.css', label: 'index.css' },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'vite.config.ts', label: 'vite.config.ts' },
];

export default function MultiSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        multiSelect
        defaultSelectedItems={['src/App.tsx', 'src/main.tsx']}
        defaultExpandedItems={['src']}
      />
    </Box>
  );
}

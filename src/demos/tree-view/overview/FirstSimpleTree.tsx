import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
            <TreeItem itemId="src/components/Sidebar.tsx" label="Sidebar.tsx" />
          </TreeItem>
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}

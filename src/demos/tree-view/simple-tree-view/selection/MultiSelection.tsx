import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Project files" multiSelect defaultExpandedItems={['src', 'src/components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Button.tsx" label="Button.tsx" />
            <TreeItem itemId="src/components/Card.tsx" label="Card.tsx" />
            <TreeItem itemId="src/components/Modal.tsx" label="Modal.tsx" />
          </TreeItem>
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicItems() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'src/components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Button.tsx" label="Button.tsx" />
            <TreeItem itemId="src/components/Dialog.tsx" label="Dialog.tsx" />
          </TreeItem>
          <TreeItem itemId="src/hooks" label="hooks">
            <TreeItem itemId="src/hooks/useAuth.ts" label="useAuth.ts" />
          </TreeItem>
          <TreeItem itemId="src/index.tsx" label="index.tsx" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="tsconfig.json" label="tsconfig.json" />
      </SimpleTreeView>
    </Box>
  );
}

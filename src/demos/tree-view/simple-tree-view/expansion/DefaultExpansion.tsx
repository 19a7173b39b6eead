import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultExpansion() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="components" label="components">
            <TreeItem itemId="button" label="Button.tsx" />
            <TreeItem itemId="dialog" label="Dialog.tsx" />
          </TreeItem>
          <TreeItem itemId="hooks" label="hooks">
            <TreeItem itemId="use-auth" label="useAuth.ts" />
          </TreeItem>
          <TreeItem itemId="main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="favicon" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package-json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}

import Box from '@mui/material/Box';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['src', 'components']}
        slots={{
          expandIcon: FolderRounded,
          collapseIcon: FolderOpenRounded,
          endIcon: InsertDriveFileOutlined,
        }}
        slotProps={{ expandIcon: { color: 'primary' }, collapseIcon: { color: 'primary' } }}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="components" label="components">
            <TreeItem itemId="button" label="Button.tsx" />
            <TreeItem itemId="card" label="Card.tsx" />
          </TreeItem>
          <TreeItem itemId="app" label="App.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="robots" label="robots.txt" />
        </TreeItem>
        {/* An item's own slots win over the tree's: JSON files get their own icon. */}
        <TreeItem itemId="package-json" label="package.json" slots={{ endIcon: DataObjectRounded }} />
        <TreeItem itemId="tsconfig" label="tsconfig.json" slots={{ endIcon: DataObjectRounded }} />
      </SimpleTreeView>
    </Box>
  );
}

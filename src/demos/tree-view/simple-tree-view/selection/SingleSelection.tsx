import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Product catalogue" defaultExpandedItems={['electronics', 'laptops']}>
        <TreeItem itemId="electronics" label="Electronics">
          <TreeItem itemId="laptops" label="Laptops">
            <TreeItem itemId="ultrabooks" label="Ultrabooks" />
            <TreeItem itemId="gaming-laptops" label="Gaming laptops" />
          </TreeItem>
          <TreeItem itemId="monitors" label="Monitors" />
        </TreeItem>
        <TreeItem itemId="garden" label="Garden">
          <TreeItem itemId="lawn-mowers" label="Lawn mowers" />
          <TreeItem itemId="barbecues" label="Barbecues" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSingleSelection() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Shipping destination"
        checkboxSelection
        defaultExpandedItems={['europe']}
        defaultSelectedItems="germany"
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="germany" label="Germany" />
          <TreeItem itemId="spain" label="Spain" />
          <TreeItem itemId="sweden" label="Sweden" />
        </TreeItem>
        <TreeItem itemId="north-america" label="North America">
          <TreeItem itemId="canada" label="Canada" />
          <TreeItem itemId="mexico" label="Mexico" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

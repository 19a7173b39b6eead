import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxMultiSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Notification settings"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['email', 'push']}
        defaultSelectedItems={['email-mentions', 'push-mentions', 'push-reviews']}
      >
        <TreeItem itemId="email" label="Email">
          <TreeItem itemId="email-mentions" label="Mentions" />
          <TreeItem itemId="email-reviews" label="Review requests" />
          <TreeItem itemId="email-digest" label="Weekly digest" />
        </TreeItem>
        <TreeItem itemId="push" label="Push notifications">
          <TreeItem itemId="push-mentions" label="Mentions" />
          <TreeItem itemId="push-reviews" label="Review requests" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

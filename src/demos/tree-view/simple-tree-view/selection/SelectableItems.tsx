import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectableItems() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 300, flex: '1 1 240px' }}>
        <SimpleTreeView
          aria-label="Files to attach"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['contracts', 'invoices']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        >
          {/* Folders can be opened, but only files can be attached. */}
          <TreeItem itemId="contracts" label="Contracts" disableSelection>
            <TreeItem itemId="contracts/acme-2026.pdf" label="acme-2026.pdf" />
            <TreeItem itemId="contracts/globex-nda.pdf" label="globex-nda.pdf" />
          </TreeItem>
          <TreeItem itemId="invoices" label="Invoices" disableSelection>
            <TreeItem itemId="invoices/INV-1042.pdf" label="INV-1042.pdf" />
            <TreeItem itemId="invoices/INV-1043.pdf" label="INV-1043.pdf" />
          </TreeItem>
          <TreeItem itemId="logo.png" label="logo.png" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 180px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Attachments ({selectedItems.length})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {selectedItems.length > 0 ? selectedItems.join(', ') : 'No file selected'}
        </Typography>
      </Box>
    </Box>
  );
}

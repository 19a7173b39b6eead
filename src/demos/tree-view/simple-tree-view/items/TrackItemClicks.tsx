import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemClicks() {
  const [lastClickedItem, setLastClickedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 260, flex: '1 1 240px' }}>
        <SimpleTreeView
          aria-label="Product catalogue"
          defaultExpandedItems={['electronics']}
          onItemClick={(_event, itemId) => setLastClickedItem(itemId)}
        >
          <TreeItem itemId="electronics" label="Electronics">
            <TreeItem itemId="laptops" label="Laptops" />
            <TreeItem itemId="phones" label="Phones" />
            <TreeItem itemId="headphones" label="Headphones" />
          </TreeItem>
          <TreeItem itemId="home" label="Home and kitchen">
            <TreeItem itemId="coffee-machines" label="Coffee machines" />
            <TreeItem itemId="cookware" label="Cookware" />
          </TreeItem>
          <TreeItem itemId="books" label="Books" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 180px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Last clicked item
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {lastClickedItem ?? 'None yet'}
        </Typography>
      </Box>
    </Box>
  );
}

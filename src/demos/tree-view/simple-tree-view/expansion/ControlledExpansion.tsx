import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// With SimpleTreeView the items are JSX, so the ids of the expandable items are listed by hand.
const expandableIds = ['europe', 'france', 'germany', 'north-america', 'canada'];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['europe']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setExpandedItems(itemIds);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(expandableIds)}
          disabled={expandedItems.length === expandableIds.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Sales offices"
          expandedItems={expandedItems}
          onExpandedItemsChange={handleExpandedItemsChange}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="france" label="France">
              <TreeItem itemId="paris" label="Paris" />
              <TreeItem itemId="lyon" label="Lyon" />
            </TreeItem>
            <TreeItem itemId="germany" label="Germany">
              <TreeItem itemId="berlin" label="Berlin" />
              <TreeItem itemId="munich" label="Munich" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="north-america" label="North America">
            <TreeItem itemId="canada" label="Canada">
              <TreeItem itemId="toronto" label="Toronto" />
              <TreeItem itemId="vancouver" label="Vancouver" />
            </TreeItem>
            <TreeItem itemId="mexico" label="Mexico" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiIsItemExpanded() {
  const apiRef = useSimpleTreeViewApiRef();
  const [answer, setAnswer] = React.useState<string>('Click the button to ask the tree.');

  const handleCheck = () => {
    const isExpanded = apiRef.current?.isItemExpanded('laptops') ?? false;
    setAnswer(`Laptops is ${isExpanded ? 'expanded' : 'collapsed'}.`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleCheck}>
          Is Laptops expanded?
        </Button>
        <Typography variant="body2" aria-live="polite">
          {answer}
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <SimpleTreeView aria-label="Product catalogue" apiRef={apiRef} defaultExpandedItems={['electronics']}>
          <TreeItem itemId="electronics" label="Electronics">
            <TreeItem itemId="laptops" label="Laptops">
              <TreeItem itemId="ultrabooks" label="Ultrabooks" />
              <TreeItem itemId="gaming-laptops" label="Gaming laptops" />
            </TreeItem>
            <TreeItem itemId="phones" label="Phones" />
          </TreeItem>
          <TreeItem itemId="home" label="Home and garden">
            <TreeItem itemId="furniture" label="Furniture" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const categories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'computers',
    label: 'Computers',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'desktops', label: 'Desktops' },
      { id: 'tablets', label: 'Tablets' },
    ],
  },
  {
    id: 'audio',
    label: 'Audio',
    children: [
      { id: 'headphones', label: 'Headphones' },
      { id: 'speakers', label: 'Speakers' },
    ],
  },
  { id: 'cameras', label: 'Cameras' },
];

// Maps every id to its label, in tree order, to list the selection by name.
function collectLabels(items: TreeViewDefaultItemModelProperties[], labels: Map<string, string> = new Map()) {
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collectLabels(item.children ?? [], labels);
  });
  return labels;
}

const labels = collectLabels(categories);

export default function CheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['laptops', 'headphones']);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 300, flex: '1 1 240px' }}>
        <RichTreeView
          aria-label="Product categories"
          items={categories}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          defaultExpandedItems={['computers', 'audio']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Selected categories ({selected.length})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {selected.length > 0
            ? Array.from(labels)
                .filter(([itemId]) => selected.includes(itemId))
                .map(([, label]) => label)
                .join(', ')
            : 'No category selected'}
        </Typography>
      </Box>
    </Box>
  );
}

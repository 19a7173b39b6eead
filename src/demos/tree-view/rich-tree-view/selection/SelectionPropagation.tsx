import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const catalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'laptops',
        label: 'Laptops',
        children: [
          { id: 'ultrabooks', label: 'Ultrabooks' },
          { id: 'gaming-laptops', label: 'Gaming laptops' },
        ],
      },
      { id: 'phones', label: 'Phones' },
    ],
  },
  {
    id: 'home',
    label: 'Home',
    children: [
      { id: 'furniture', label: 'Furniture' },
      { id: 'lighting', label: 'Lighting' },
    ],
  },
];

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setPropagation((previous) => ({ ...previous, [event.target.name]: event.target.checked }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox name="descendants" checked={propagation.descendants ?? false} onChange={handleChange} />}
          label="Propagate to descendants"
        />
        <FormControlLabel
          control={<Checkbox name="parents" checked={propagation.parents ?? false} onChange={handleChange} />}
          label="Propagate to parents"
        />
      </FormGroup>
      <Box sx={{ minHeight: 330, minWidth: 250 }}>
        <RichTreeView
          aria-label="Product categories"
          items={catalogue}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['electronics', 'laptops', 'home']}
        />
      </Box>
    </Stack>
  );
}

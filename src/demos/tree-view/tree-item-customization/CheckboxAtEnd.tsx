import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fr',
    label: 'France',
    children: [
      { id: 'fr-idf', label: 'Île-de-France' },
      { id: 'fr-ara', label: 'Auvergne-Rhône-Alpes' },
    ],
  },
  {
    id: 'de',
    label: 'Germany',
    children: [
      { id: 'de-by', label: 'Bavaria' },
      { id: 'de-be', label: 'Berlin' },
    ],
  },
];

// The content is a flex row: `order` moves the checkbox after the label.
const TrailingCheckboxItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.checkbox}`]: {
    order: 1,
    marginRight: theme.spacing(0.5),
  },
  [`& .${treeItemClasses.checkbox} .MuiSvgIcon-root`]: {
    fontSize: 20,
  },
}));

export default function CheckboxAtEnd() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Shipping regions"
        items={regions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['fr', 'de']}
        defaultSelectedItems={['de', 'de-by', 'de-be']}
        slots={{ item: TrailingCheckboxItem }}
      />
    </Box>
  );
}

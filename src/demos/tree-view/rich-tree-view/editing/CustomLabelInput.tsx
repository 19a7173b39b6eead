import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const catalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'phones', label: 'Phones' },
      { id: 'headphones', label: 'Headphones' },
    ],
  },
  {
    id: 'home',
    label: 'Home and garden',
    children: [
      { id: 'lighting', label: 'Lighting' },
      { id: 'furniture', label: 'Furniture' },
    ],
  },
];

// Receives value, onChange, onKeyDown and onBlur from the Tree Item:
// pass them on to the input element unchanged.
const CatalogueLabelInput = styled('input')(({ theme }) => ({
  ...theme.typography.body2,
  flex: 1,
  minWidth: 0,
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  outline: 0,
  '&:focus': {
    borderColor: (theme.vars ?? theme).palette.primary.main,
    boxShadow: `0 0 0 2px ${(theme.vars ?? theme).palette.primary.main}`,
  },
}));

const CatalogueItem = React.forwardRef(function CatalogueItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const name = typeof props.label === 'string' ? props.label : props.itemId;
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: CatalogueLabelInput }}
      slotProps={{
        labelInput: { 'aria-label': `Category name for ${name}`, maxLength: 40, spellCheck: true },
      }}
    />
  );
});

export default function CustomLabelInput() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalogue}
        isItemEditable
        defaultExpandedItems={['electronics']}
        slots={{ item: CatalogueItem }}
      />
    </Box>
  );
}

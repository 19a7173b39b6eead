import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'emea',
    label: 'EMEA',
    children: [
      { id: 'emea-north', label: 'Nordics' },
      { id: 'emea-dach', label: 'DACH' },
      { id: 'emea-south', label: 'Southern Europe' },
    ],
  },
  {
    id: 'apac',
    label: 'APAC',
    children: [
      { id: 'apac-anz', label: 'Australia and New Zealand' },
      { id: 'apac-sea', label: 'Southeast Asia' },
    ],
  },
];

const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Skip the default handler, which would save the typed value...
    event.defaultMuiPrevented = true;
    // ...and close the field, keeping the previous label. Unlike
    // handleCancelItemLabelEditing, this leaves the focus where the reader moved it.
    if (status.editing) {
      interactions.toggleItemEditing();
    }
  };

  return <TreeItem {...props} ref={ref} slotProps={{ labelInput: { onBlur: handleBlur } }} />;
});

export default function DiscardOnBlur() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Sales regions"
        items={regions}
        isItemEditable
        defaultExpandedItems={['emea']}
        slots={{ item: DiscardOnBlurItem }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const folders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'website-redesign', label: 'Website redesign' },
      { id: 'mobile-app', label: 'Mobile app v2' },
    ],
  },
  {
    id: 'archive',
    label: 'Archive',
    children: [{ id: 'q3-campaign', label: 'Q3 campaign' }],
  },
];

interface EditableLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  // Set by the tree when the item can be renamed.
  editable?: boolean;
  onEditClick?: (event: React.MouseEvent) => void;
}

function EditableLabel({ editable = false, onEditClick, children, ...other }: EditableLabelProps) {
  return (
    <TreeItemLabel
      {...other}
      editable={editable}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Box>
      {editable ? (
        // Keyboard users press Enter on the item to rename it, so the button stays out of the tab order.
        <IconButton size="small" tabIndex={-1} aria-label="Rename" onClick={onEditClick}>
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

function EditableTreeItem(props: TreeItemProps) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const labelProps: EditableLabelProps = {
    onEditClick: (event) => {
      // Stop the click from also selecting or expanding the item.
      event.stopPropagation();
      interactions.toggleItemEditing();
    },
  };

  return <TreeItem {...props} slots={{ label: EditableLabel }} slotProps={{ label: labelProps }} />;
}

export default function UseTreeItemUtilsEditButton() {
  return (
    <Box sx={{ minHeight: 230, width: '100%', maxWidth: 340 }}>
      <RichTreeView
        aria-label="Project folders"
        items={folders}
        defaultExpandedItems={['projects']}
        isItemEditable={(item) => !item.children}
        slots={{ item: EditableTreeItem }}
      />
    </Box>
  );
}

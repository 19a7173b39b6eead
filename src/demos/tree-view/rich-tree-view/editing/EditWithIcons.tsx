import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const team: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'design-system', label: 'Design system' },
      { id: 'design-research', label: 'User research' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'eng-frontend', label: 'Frontend' },
      { id: 'eng-platform', label: 'Platform' },
    ],
  },
];

// Keeps the focus in the text field when a button is pressed,
// so the field is not blurred (and saved) before the click runs.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

const IconEditingTreeItem = React.forwardRef(function IconEditingTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, label, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...props, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const name = typeof label === 'string' ? label : itemId;

  const handleEdit = (event: React.MouseEvent) => {
    event.stopPropagation(); // Do not select or expand the item.
    interactions.toggleItemEditing();
  };

  const handleSave = (event: React.MouseEvent) => {
    event.stopPropagation();
    const value = inputRef.current?.value ?? '';
    if (value.trim() !== '') {
      interactions.handleSaveItemLabel(event, value);
    }
  };

  const handleCancel = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleCancelItemLabelEditing(event);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, gap: 0.5 }}>
              <TreeItemLabelInput {...getLabelInputProps({ ref: inputRef, 'aria-label': `New name for ${name}` })} />
              <IconButton size="small" aria-label="Save" onMouseDown={keepFocus} onClick={handleSave}>
                <CheckIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label="Cancel" onMouseDown={keepFocus} onClick={handleCancel}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <React.Fragment>
              <TreeItemLabel
                {...getLabelProps({
                  // Double-clicking the label no longer starts editing.
                  onDoubleClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
                    event.defaultMuiPrevented = true;
                  },
                })}
              />
              {status.editable && (
                <IconButton size="small" tabIndex={-1} aria-label={`Rename ${name}`} onClick={handleEdit}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function EditWithIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Teams"
        items={team}
        isItemEditable
        defaultExpandedItems={['design', 'engineering']}
        slots={{ item: IconEditingTreeItem }}
      />
    </Box>
  );
}

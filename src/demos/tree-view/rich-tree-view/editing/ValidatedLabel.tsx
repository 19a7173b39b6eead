import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

const files: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'components',
    label: 'components',
    children: [
      { id: 'button', label: 'Button.tsx' },
      { id: 'card', label: 'Card.tsx' },
      { id: 'navbar', label: 'Navbar.tsx' },
    ],
  },
  { id: 'index', label: 'index.ts' },
];

const MAX_LENGTH = 24;

// Returns an error message, or null when the name can be saved.
function validateFileName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') {
    return 'A name is required.';
  }
  if (/[\\/]/.test(trimmed)) {
    return 'A name cannot contain / or \\.';
  }
  if (trimmed.length > MAX_LENGTH) {
    return `Use at most ${MAX_LENGTH} characters.`;
  }
  return null;
}

const ValidatedTreeItem = React.forwardRef(function ValidatedTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, children } = props;
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
  const [error, setError] = React.useState<string | null>(null);
  const errorId = `${itemId}-name-error`;

  // Start every edit without an old message.
  React.useEffect(() => {
    if (!status.editing) {
      setError(null);
    }
  }, [status.editing]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setError(validateFileName(event.target.value));
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (event.key !== 'Enter') {
      return;
    }
    const message = validateFileName(event.currentTarget.value);
    if (message) {
      // Keep the field open: the default handler would save the value.
      event.defaultMuiPrevented = true;
      setError(message);
    }
  };

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (validateFileName(event.currentTarget.value)) {
      // Leaving the field with an invalid name restores the previous one.
      // toggleItemEditing closes the field without taking the focus back.
      event.defaultMuiPrevented = true;
      if (status.editing) {
        interactions.toggleItemEditing();
      }
    }
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <TreeItemLabelInput
                {...getLabelInputProps({
                  onChange: handleChange,
                  onKeyDown: handleKeyDown,
                  onBlur: handleBlur,
                  'aria-label': 'File name',
                  'aria-invalid': error !== null,
                  'aria-describedby': error ? errorId : undefined,
                })}
              />
              {error && (
                <Typography id={errorId} variant="caption" color="error" component="p">
                  {error}
                </Typography>
              )}
            </Box>
          ) : (
            <TreeItemLabel {...getLabelProps()} />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ValidatedLabel() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Component files"
        items={files}
        isItemEditable
        defaultExpandedItems={['components']}
        slots={{ item: ValidatedTreeItem }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning-run',
    label: 'Morning run',
    children: [
      { id: 'track-1', label: 'Blinding Lights · The Weeknd' },
      { id: 'track-2', label: 'Levitating · Dua Lipa' },
      { id: 'track-3', label: "Don't Stop Me Now · Queen" },
    ],
  },
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'track-4', label: 'Avril 14th · Aphex Twin' },
      { id: 'track-5', label: 'Experience · Ludovico Einaudi' },
    ],
  },
];

const ItemWithHandle = React.forwardRef<HTMLLIElement, TreeItemProps>(function ItemWithHandle(
  { label, ...other },
  ref,
) {
  // Set when the pointer goes down on this item's handle, read when a drag starts.
  const pressedOnHandle = React.useRef(false);

  const handleDragStart = (event: React.DragEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    // Drags of nested items bubble up to their parents: leave them alone.
    if (target.closest('[role="treeitem"]') !== event.currentTarget) {
      return;
    }
    if (!pressedOnHandle.current) {
      // Cancels the native drag, and tells the tree not to start a reordering.
      event.preventDefault();
    }
    pressedOnHandle.current = false;
  };

  return (
    <TreeItem
      {...other}
      ref={ref}
      onDragStart={handleDragStart}
      onPointerUp={() => {
        pressedOnHandle.current = false;
      }}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            aria-hidden
            onPointerDown={() => {
              pressedOnHandle.current = true;
            }}
            sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          {label}
        </Box>
      }
    />
  );
});

export default function DragHandle() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Playlists"
        items={playlists}
        defaultExpandedItems={['morning-run', 'focus']}
        itemsReordering
        slots={{ item: ItemWithHandle }}
      />
    </Box>
  );
}

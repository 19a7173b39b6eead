import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Note {
  id: string;
  label: string;
  pageCount: number;
  children?: Note[];
}

// The fake server's storage: renaming a page changes it here.
const notebook: Record<string, Note[]> = {
  root: [
    { id: 'recipes', label: 'Recipes', pageCount: 3 },
    { id: 'travel', label: 'Travel plans', pageCount: 2 },
  ],
  recipes: [
    { id: 'shakshuka', label: 'Shakshuka', pageCount: 0 },
    { id: 'pad-thai', label: 'Pad thai', pageCount: 0 },
    { id: 'banana-bread', label: 'Banana bread', pageCount: 0 },
  ],
  travel: [
    { id: 'porto', label: 'Porto, May 2026', pageCount: 0 },
    { id: 'kyoto-trip', label: 'Kyoto, October 2026', pageCount: 0 },
  ],
};

async function fetchPages(parentId = 'root'): Promise<Note[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return (notebook[parentId] ?? []).map((page) => ({ ...page }));
}

async function renamePage(pageId: string, label: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  Object.values(notebook).forEach((pages) => {
    const page = pages.find((candidate) => candidate.id === pageId);
    if (page) {
      page.label = label;
    }
  });
}

const dataSource = {
  getTreeItems: fetchPages,
  getChildrenCount: (note: Note) => note.pageCount,
};

export default function LazyLoadingLabelEditing() {
  const apiRef = useRichTreeViewProApiRef<Note>();
  const [status, setStatus] = React.useState('Double-click a page, or press Enter on it, to rename it.');

  const handleLabelChange = async (itemId: string, label: string) => {
    setStatus(`Saving "${label}"…`);
    await renamePage(itemId, label);
    // Fetch the parent's children again, so the cache holds the new label too.
    const parentId = apiRef.current?.getParentId(itemId) ?? null;
    await apiRef.current?.updateItemChildren(parentId);
    setStatus(`Saved "${label}".`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ minHeight: 240, minWidth: 260 }}>
        <RichTreeViewPro
          aria-label="Notebook"
          apiRef={apiRef}
          items={[]}
          dataSource={dataSource}
          isItemEditable={(note) => note.pageCount === 0}
          onItemLabelChange={handleLabelChange}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading pages' } } } }}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-1',
    label: 'Module 1: HTML and CSS',
    children: [
      { id: 'm1-semantics', label: 'Semantic HTML' },
      { id: 'm1-flexbox', label: 'Flexbox layouts' },
      { id: 'm1-grid', label: 'CSS Grid' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: JavaScript',
    children: [
      { id: 'm2-functions', label: 'Functions and scope' },
      { id: 'm2-async', label: 'Promises and async/await' },
    ],
  },
  { id: 'module-3', label: 'Module 3: Capstone project' },
];

export default function ApiGetItemOrderedChildrenIds() {
  const apiRef = useRichTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select a module to list its lessons.');

  const handleSelection = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || !itemId) {
      return;
    }
    const childrenIds = api.getItemOrderedChildrenIds(itemId);
    const label = api.getItem(itemId).label;
    if (childrenIds.length === 0) {
      setSummary(`${label} has no lessons.`);
      return;
    }
    const lessons = childrenIds.map((childId) => api.getItem(childId).label);
    setSummary(`${label} has ${childrenIds.length} lessons (${lessons.join(', ')}).`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1, minHeight: 40 }}>
        {summary}
      </Typography>
      <Box sx={{ minHeight: 260, minWidth: 250 }}>
        <RichTreeView
          aria-label="Course syllabus"
          items={syllabus}
          apiRef={apiRef}
          onSelectedItemsChange={(_event, itemId) => handleSelection(itemId)}
        />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const tableOfContents: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'installation', label: 'Installation' },
      { id: 'usage', label: 'Usage' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'theming', label: 'Theming' },
      { id: 'server-rendering', label: 'Server rendering' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Table of contents"
        items={tableOfContents}
        disableSelection
        defaultExpandedItems={['getting-started']}
      />
    </Box>
  );
}

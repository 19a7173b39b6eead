import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface FileNode {
  id: string;
  label: string;
  size: string;
  modified: string;
  children?: FileNode[];
}

const files: FileNode[] = [
  {
    id: 'src',
    label: 'src',
    size: '48 KB',
    modified: '2 March 2026',
    children: [
      { id: 'src/App.tsx', label: 'App.tsx', size: '3.1 KB', modified: '28 February 2026' },
      { id: 'src/main.tsx', label: 'main.tsx', size: '0.4 KB', modified: '12 January 2026' },
    ],
  },
  { id: 'package.json', label: 'package.json', size: '1.2 KB', modified: '1 March 2026' },
  { id: 'tsconfig.json', label: 'tsconfig.json', size: '0.6 KB', modified: '12 January 2026' },
];

export default function ApiGetItem() {
  const apiRef = useRichTreeViewApiRef<FileNode>();
  const [details, setDetails] = React.useState<FileNode | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 200, flex: '1 1 220px' }}>
        <RichTreeView
          aria-label="Project files"
          items={files}
          apiRef={apiRef}
          defaultExpandedItems={['src']}
          onSelectedItemsChange={(_event, itemId) => {
            setDetails(itemId ? (apiRef.current?.getItem(itemId) ?? null) : null);
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          File details
        </Typography>
        {details ? (
          <Typography variant="body2" color="text.secondary">
            {details.label}: {details.size}, modified {details.modified}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a file to see its size and date.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

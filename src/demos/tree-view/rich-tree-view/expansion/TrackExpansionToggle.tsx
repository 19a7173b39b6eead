import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'unit-1',
    label: 'Unit 1: Cells',
    children: [
      { id: 'cell-structure', label: 'Cell structure' },
      { id: 'cell-division', label: 'Cell division' },
    ],
  },
  {
    id: 'unit-2',
    label: 'Unit 2: Genetics',
    children: [
      { id: 'dna', label: 'DNA and replication' },
      { id: 'inheritance', label: 'Inheritance' },
    ],
  },
  {
    id: 'unit-3',
    label: 'Unit 3: Ecology',
    children: [{ id: 'ecosystems', label: 'Ecosystems' }],
  },
];

export default function TrackExpansionToggle() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemExpansionToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    // Keep the three most recent changes, newest first.
    setLog((previous) => [`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`, ...previous].slice(0, 3));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 240, flex: '1 1 240px' }}>
        <RichTreeView
          aria-label="Biology syllabus"
          items={syllabus}
          onItemExpansionToggle={handleItemExpansionToggle}
        />
      </Box>
      <Box sx={{ flex: '1 1 180px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Recent changes
        </Typography>
        <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {log.length === 0 ? (
            <li>Expand or collapse a unit</li>
          ) : (
            log.map((entry, index) => <li key={index}>{entry}</li>)
          )}
        </Box>
      </Box>
    </Box>
  );
}

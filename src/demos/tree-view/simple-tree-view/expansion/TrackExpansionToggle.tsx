import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface ExpansionEvent {
  itemId: string;
  isExpanded: boolean;
}

export default function TrackExpansionToggle() {
  const [lastEvent, setLastEvent] = React.useState<ExpansionEvent | null>(null);

  const handleItemExpansionToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    setLastEvent({ itemId, isExpanded });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {lastEvent === null
          ? 'No item toggled yet'
          : `Last change: "${lastEvent.itemId}" was ${lastEvent.isExpanded ? 'expanded' : 'collapsed'}`}
      </Typography>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <SimpleTreeView aria-label="Course syllabus" onItemExpansionToggle={handleItemExpansionToggle}>
          <TreeItem itemId="week-1" label="Week 1: Foundations">
            <TreeItem itemId="intro" label="Course introduction" />
            <TreeItem itemId="setup" label="Setting up your tools" />
          </TreeItem>
          <TreeItem itemId="week-2" label="Week 2: Data structures">
            <TreeItem itemId="arrays" label="Arrays and lists" />
            <TreeItem itemId="maps" label="Maps and sets" />
          </TreeItem>
          <TreeItem itemId="week-3" label="Week 3: Algorithms">
            <TreeItem itemId="sorting" label="Sorting" />
            <TreeItem itemId="searching" label="Searching" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}

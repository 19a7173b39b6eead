import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface ToggleEntry {
  key: number;
  itemId: string;
  isSelected: boolean;
}

export default function TrackItemSelectionToggle() {
  const [log, setLog] = React.useState<ToggleEntry[]>([]);
  const nextKey = React.useRef(0);

  const handleItemSelectionToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    nextKey.current += 1;
    const entry = { key: nextKey.current, itemId, isSelected };
    setLog((previous) => [entry, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 240, flex: '1 1 240px' }}>
        <SimpleTreeView
          aria-label="Mail folders"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['inbox']}
          onItemSelectionToggle={handleItemSelectionToggle}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="inbox/clients" label="Clients" />
            <TreeItem itemId="inbox/suppliers" label="Suppliers" />
          </TreeItem>
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="spam" label="Spam" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Last changes
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Tick or untick a folder.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
            {log.map((entry) => (
              <li key={entry.key}>
                {entry.itemId} {entry.isSelected ? 'selected' : 'deselected'}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

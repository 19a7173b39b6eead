import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Drive {
  id: string;
  label: string;
  entryCount: number;
}

const drives: Record<string, Drive[]> = {
  root: [
    { id: 'documents', label: 'Documents', entryCount: 2 },
    { id: 'backups', label: 'Backups (offline)', entryCount: 4 },
    { id: 'photos', label: 'Photos', entryCount: 2 },
  ],
  documents: [
    { id: 'contract.pdf', label: 'contract.pdf', entryCount: 0 },
    { id: 'budget-2026.xlsx', label: 'budget-2026.xlsx', entryCount: 0 },
  ],
  photos: [
    { id: 'lisbon-trip', label: 'Lisbon trip', entryCount: 0 },
    { id: 'graduation', label: 'Graduation', entryCount: 0 },
  ],
};

// The backup drive is offline: asking for its content always fails.
async function fetchEntries(parentId = 'root'): Promise<Drive[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (parentId === 'backups') {
    throw new Error('The backup drive is not reachable.');
  }
  return drives[parentId] ?? [];
}

export default function ErrorManagement() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Cloud drive"
        items={[]}
        dataSource={{
          getTreeItems: fetchEntries,
          getChildrenCount: (entry: Drive) => entry.entryCount,
        }}
        slotProps={{
          item: {
            slotProps: {
              loadingIcon: { 'aria-label': 'Loading' },
              // The error indicator is a small dot: give it a name and a tooltip.
              errorIcon: { role: 'img', 'aria-label': 'Could not load', title: 'Could not load' },
            },
          },
        }}
      />
    </Box>
  );
}

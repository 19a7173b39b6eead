import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface FileNode {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: FileNode[];
}

const attachments: FileNode[] = [
  {
    id: 'contracts',
    label: 'Contracts',
    kind: 'folder',
    children: [
      { id: 'contracts/nda.pdf', label: 'NDA - Globex.pdf', kind: 'file' },
      { id: 'contracts/msa.pdf', label: 'Master agreement.pdf', kind: 'file' },
    ],
  },
  {
    id: 'invoices',
    label: 'Invoices',
    kind: 'folder',
    children: [
      { id: 'invoices/2026-01.pdf', label: 'INV-2026-001.pdf', kind: 'file' },
      { id: 'invoices/2026-02.pdf', label: 'INV-2026-002.pdf', kind: 'file' },
    ],
  },
  { id: 'logo.png', label: 'logo.png', kind: 'file' },
];

// Only files can be attached: folders expand but cannot be selected.
const isFolder = (node: FileNode) => node.kind === 'folder';

export default function SelectableItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Files to attach"
        items={attachments}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isFolder}
        defaultExpandedItems={['contracts', 'invoices']}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface MailFolder {
  id: string;
  label: string;
  // System folders are created by the mail server and keep their name.
  system?: boolean;
  children?: MailFolder[];
}

const folders: MailFolder[] = [
  { id: 'inbox', label: 'Inbox', system: true },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects-atlas', label: 'Atlas migration' },
      { id: 'projects-q3', label: 'Q3 planning' },
    ],
  },
  { id: 'receipts', label: 'Receipts' },
  { id: 'sent', label: 'Sent', system: true },
  { id: 'trash', label: 'Trash', system: true },
];

export default function EditableByItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        isItemEditable={(folder) => !folder.system}
        defaultExpandedItems={['projects']}
      />
    </Box>
  );
}

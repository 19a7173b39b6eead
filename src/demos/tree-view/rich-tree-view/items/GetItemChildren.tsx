import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface MailFolder {
  id: string;
  label: string;
  subfolders?: MailFolder[];
}

const folders: MailFolder[] = [
  { id: 'inbox', label: 'Inbox' },
  {
    id: 'projects',
    label: 'Projects',
    subfolders: [
      { id: 'projects/website', label: 'Website redesign' },
      {
        id: 'projects/mobile',
        label: 'Mobile app',
        subfolders: [{ id: 'projects/mobile/beta', label: 'Beta feedback' }],
      },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'archive', label: 'Archive' },
];

// Defined outside the component, so the tree does not rebuild its items on each render.
const getSubfolders = (folder: MailFolder) => folder.subfolders;

export default function GetItemChildren() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        getItemChildren={getSubfolders}
        defaultExpandedItems={['projects', 'projects/mobile']}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Folder {
  id: string;
  label: string;
  messageCount: number;
  children?: Folder[];
}

const incoming = ['Invoice #4821 from Northwind', 'Standup notes, 12 May', 'Your flight to Lisbon is confirmed'];

// The fake mail server: "receiving" a message adds it to the Inbox.
const mailbox: Record<string, Folder[]> = {
  root: [
    { id: 'inbox', label: 'Inbox', messageCount: 1 },
    { id: 'drafts', label: 'Drafts', messageCount: 1 },
  ],
  inbox: [{ id: 'welcome', label: 'Welcome to your new mailbox', messageCount: 0 }],
  drafts: [{ id: 'draft-quote', label: 'Quote for the kitchen renovation', messageCount: 0 }],
};

async function fetchFolder(parentId = 'root'): Promise<Folder[]> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  const folders = mailbox[parentId] ?? [];
  return folders.map((folder) => ({
    ...folder,
    // The count shown in a folder's label comes from the server.
    label: folder.messageCount > 0 ? `${folder.label} (${folder.messageCount})` : folder.label,
  }));
}

function receiveMessage(index: number) {
  const subject = incoming[index % incoming.length] ?? 'New message';
  const inbox = mailbox.inbox ?? [];
  mailbox.inbox = [{ id: `message-${index}`, label: subject, messageCount: 0 }, ...inbox];
  const inboxFolder = mailbox.root?.find((folder) => folder.id === 'inbox');
  if (inboxFolder) {
    inboxFolder.messageCount = mailbox.inbox.length;
  }
}

const dataSource = {
  getTreeItems: fetchFolder,
  getChildrenCount: (folder: Folder) => folder.messageCount,
};

export default function UpdateItemChildren() {
  const apiRef = useRichTreeViewProApiRef<Folder>();
  const received = React.useRef(0);
  const [refreshing, setRefreshing] = React.useState(false);

  const checkMail = async () => {
    setRefreshing(true);
    received.current += 1;
    receiveMessage(received.current);
    // Reload the top level (for the Inbox count), then the Inbox itself.
    await apiRef.current?.updateItemChildren(null);
    await apiRef.current?.updateItemChildren('inbox');
    setRefreshing(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={checkMail} disabled={refreshing} sx={{ mb: 2 }}>
        {refreshing ? 'Checking…' : 'Check for new mail'}
      </Button>
      <Box sx={{ minHeight: 240, minWidth: 260 }}>
        <RichTreeViewPro
          aria-label="Mail folders"
          apiRef={apiRef}
          items={[]}
          defaultExpandedItems={['inbox']}
          dataSource={dataSource}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading messages' } } } }}
        />
      </Box>
    </Box>
  );
}

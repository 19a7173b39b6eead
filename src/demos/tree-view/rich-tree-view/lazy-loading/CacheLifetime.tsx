import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface MailFolder {
  id: string;
  label: string;
  subfolderCount: number;
}

const mailbox: Record<string, MailFolder[]> = {
  root: [
    { id: 'inbox', label: 'Inbox', subfolderCount: 3 },
    { id: 'archive', label: 'Archive', subfolderCount: 2 },
    { id: 'sent', label: 'Sent', subfolderCount: 0 },
  ],
  inbox: [
    { id: 'invoices', label: 'Invoices', subfolderCount: 0 },
    { id: 'newsletters', label: 'Newsletters', subfolderCount: 0 },
    { id: 'team', label: 'Team', subfolderCount: 0 },
  ],
  archive: [
    { id: 'archive-2024', label: '2024', subfolderCount: 0 },
    { id: 'archive-2025', label: '2025', subfolderCount: 0 },
  ],
};

async function fetchSubfolders(parentId = 'root'): Promise<MailFolder[]> {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return mailbox[parentId] ?? [];
}

const dataSource = {
  getTreeItems: fetchSubfolders,
  getChildrenCount: (folder: MailFolder) => folder.subfolderCount,
};

const lifetimes = [
  { value: 5_000, label: '5 seconds' },
  { value: 60_000, label: '1 minute' },
  { value: 300_000, label: '5 minutes (default)' },
];

export default function CacheLifetime() {
  const [ttl, setTtl] = React.useState(5_000);
  const [fetchCount, setFetchCount] = React.useState(0);
  // The tree reads its cache when it mounts: a new lifetime needs a new cache and a new tree.
  const cache = React.useMemo(() => new DataSourceCacheDefault({ ttl }), [ttl]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Cache lifetime"
          value={ttl}
          onChange={(event) => {
            setTtl(Number(event.target.value));
            setFetchCount(0);
          }}
          sx={{ minWidth: 200 }}
        >
          {lifetimes.map((lifetime) => (
            <MenuItem key={lifetime.value} value={lifetime.value}>
              {lifetime.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Requests sent to the server: {fetchCount}
        </Typography>
      </Box>
      <Box sx={{ minHeight: 220 }}>
        <RichTreeViewPro
          key={ttl}
          aria-label="Mail folders"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemsLazyLoaded={({ isCacheHit }) => {
            if (!isCacheHit) {
              setFetchCount((previous) => previous + 1);
            }
          }}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading folders' } } } }}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';

interface FileEntry {
  id: string;
  label: string;
  // Number of entries in a folder, 0 for a file.
  entryCount: number;
}

const folders: Record<string, FileEntry[]> = {
  root: [
    { id: 'src', label: 'src', entryCount: 3 },
    { id: 'public', label: 'public', entryCount: 2 },
    { id: 'package.json', label: 'package.json', entryCount: 0 },
    { id: 'README.md', label: 'README.md', entryCount: 0 },
  ],
  src: [
    { id: 'src/components', label: 'components', entryCount: 3 },
    { id: 'src/App.tsx', label: 'App.tsx', entryCount: 0 },
    { id: 'src/main.tsx', label: 'main.tsx', entryCount: 0 },
  ],
  'src/components': [
    { id: 'src/components/Button.tsx', label: 'Button.tsx', entryCount: 0 },
    { id: 'src/components/Header.tsx', label: 'Header.tsx', entryCount: 0 },
    { id: 'src/components/Sidebar.tsx', label: 'Sidebar.tsx', entryCount: 0 },
  ],
  public: [
    { id: 'public/favicon.svg', label: 'favicon.svg', entryCount: 0 },
    { id: 'public/robots.txt', label: 'robots.txt', entryCount: 0 },
  ],
};

// A fake server with 400 to 800 ms of latency.
async function fetchFolder(folderId: string): Promise<FileEntry[]> {
  await new Promise((resolve) => setTimeout(resolve, 400 + (folderId.length % 5) * 100));
  return folders[folderId] ?? [];
}

// react-query already caches the responses: this cache keeps nothing,
// so every expansion asks react-query, which decides whether to refetch.
const noCache: DataSourceCache<FileEntry> = {
  set: () => {},
  get: () => undefined,
  clear: () => {},
};

function ProjectFiles() {
  const queryClient = useQueryClient();

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => {
        const folderId = parentId ?? 'root';
        return queryClient.fetchQuery({
          queryKey: ['folder', folderId],
          queryFn: () => fetchFolder(folderId),
          staleTime: 60_000,
        });
      },
      getChildrenCount: (entry: FileEntry) => entry.entryCount,
    }),
    [queryClient],
  );

  return (
    <RichTreeViewPro
      aria-label="Project files"
      items={[]}
      dataSource={dataSource}
      dataSourceCache={noCache}
      slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading folder' } } } }}
    />
  );
}

export default function LazyLoadingWithReactQuery() {
  // One client per demo: created once, on the first render.
  const [queryClient] = React.useState(() => new QueryClient());

  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ minHeight: 300, minWidth: 260 }}>
        <ProjectFiles />
      </Box>
    </QueryClientProvider>
  );
}

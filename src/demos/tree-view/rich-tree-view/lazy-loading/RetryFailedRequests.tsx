import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Team {
  id: string;
  label: string;
  memberCount: number;
  children?: Team[];
}

const teams: Record<string, Team[]> = {
  root: [
    { id: 'support', label: 'Customer support', memberCount: 3 },
    { id: 'marketing', label: 'Marketing', memberCount: 2 },
  ],
  support: [
    { id: 'ines', label: 'Inês Carvalho', memberCount: 0 },
    { id: 'tomasz', label: 'Tomasz Nowak', memberCount: 0 },
    { id: 'aisha', label: 'Aisha Bello', memberCount: 0 },
  ],
  marketing: [
    { id: 'liam', label: "Liam O'Connor", memberCount: 0 },
    { id: 'mei', label: 'Mei Chen', memberCount: 0 },
  ],
};

// A fake server that fails the first request for Marketing, then recovers.
async function fetchTeam(parentId: string, attempt: number): Promise<Team[]> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (parentId === 'marketing' && attempt === 1) {
    throw new Error('The HR service timed out.');
  }
  return teams[parentId] ?? [];
}

interface FailedRequest {
  itemId: string;
  message: string;
}

export default function RetryFailedRequests() {
  const apiRef = useRichTreeViewProApiRef<Team>();
  const attempts = React.useRef(new Map<string, number>());
  const [failures, setFailures] = React.useState<FailedRequest[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        const id = parentId ?? 'root';
        const attempt = (attempts.current.get(id) ?? 0) + 1;
        attempts.current.set(id, attempt);
        try {
          const children = await fetchTeam(id, attempt);
          setFailures((previous) => previous.filter((failure) => failure.itemId !== id));
          return children;
        } catch (error) {
          const message = error instanceof Error ? error.message : 'Unknown error';
          setFailures((previous) => [...previous.filter((failure) => failure.itemId !== id), { itemId: id, message }]);
          // Rethrow, so the tree marks the item as failed.
          throw error;
        }
      },
      getChildrenCount: (team: Team) => team.memberCount,
    }),
    [],
  );

  const retry = async (itemId: string) => {
    await apiRef.current?.updateItemChildren(itemId);
    apiRef.current?.setItemExpansion({ itemId, shouldBeExpanded: true });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {failures.map((failure) => (
        <Alert
          key={failure.itemId}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => retry(failure.itemId)}>
              Retry
            </Button>
          }
        >
          {apiRef.current?.getItem(failure.itemId)?.label ?? failure.itemId}: {failure.message}
        </Alert>
      ))}
      <Box sx={{ minHeight: 220 }}>
        <RichTreeViewPro
          aria-label="Teams"
          apiRef={apiRef}
          items={[]}
          dataSource={dataSource}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading team' } } } }}
        />
      </Box>
    </Stack>
  );
}

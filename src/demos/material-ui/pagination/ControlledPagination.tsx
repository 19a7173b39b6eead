import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Release {
  version: string;
  date: string;
  summary: string;
}

const releases: Release[] = [
  { version: '4.6.0', date: '2025-06-02', summary: 'Dark mode for the report builder' },
  { version: '4.5.2', date: '2025-05-19', summary: 'Fixes CSV export of empty columns' },
  { version: '4.5.1', date: '2025-05-08', summary: 'Faster search on large workspaces' },
  { version: '4.5.0', date: '2025-04-28', summary: 'Shared dashboards with view-only links' },
  { version: '4.4.3', date: '2025-04-14', summary: 'Corrects time zones in scheduled emails' },
  { version: '4.4.2', date: '2025-04-03', summary: 'Keyboard shortcuts for the editor' },
  { version: '4.4.1', date: '2025-03-24', summary: 'Fixes a crash when pasting images' },
  { version: '4.4.0', date: '2025-03-10', summary: 'Two-factor authentication with passkeys' },
  { version: '4.3.1', date: '2025-02-25', summary: 'Smaller bundle for the mobile app' },
  { version: '4.3.0', date: '2025-02-11', summary: 'Comments and mentions on charts' },
  { version: '4.2.2', date: '2025-01-29', summary: 'Fixes sorting of accented names' },
  { version: '4.2.1', date: '2025-01-20', summary: 'Better contrast in the sidebar' },
  { version: '4.2.0', date: '2025-01-07', summary: 'Import from Google Sheets' },
  { version: '4.1.0', date: '2024-12-10', summary: 'Audit log for workspace admins' },
  { version: '4.0.1', date: '2024-11-26', summary: 'Fixes login redirects behind proxies' },
  { version: '4.0.0', date: '2024-11-12', summary: 'New navigation and workspace switcher' },
];

const PAGE_SIZE = 4;

export default function ControlledPagination() {
  // Pagination counts pages from 1.
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(releases.length / PAGE_SIZE);
  const visible = releases.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const handleChange = (_event: React.ChangeEvent<unknown>, value: number) => {
    setPage(value);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <List dense disablePadding>
        {visible.map((release) => (
          <ListItem key={release.version} divider>
            <ListItemText primary={`${release.version}: ${release.summary}`} secondary={release.date} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Page {page} of {pageCount}
        </Typography>
        <Pagination
          count={pageCount}
          page={page}
          onChange={handleChange}
          color="primary"
          size="small"
          aria-label="Release notes pages"
        />
      </Stack>
    </Stack>
  );
}

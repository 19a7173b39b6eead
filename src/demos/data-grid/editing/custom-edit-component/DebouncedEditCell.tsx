import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  name: string;
  username: string;
  team: string;
}

const rows: Account[] = [
  { id: 1, name: 'Isabel Navarro', username: 'inavarro', team: 'Finance' },
  { id: 2, name: 'George Whitfield', username: 'gwhitfield', team: 'Support' },
  { id: 3, name: 'Yara Haddad', username: 'yhaddad', team: 'Marketing' },
  { id: 4, name: 'Mateo Rossi', username: 'mrossi', team: 'Engineering' },
  { id: 5, name: 'Ingrid Solberg', username: 'isolberg', team: 'Engineering' },
];

// Usernames already registered on the fake server.
const TAKEN = new Set(['admin', 'support', 'jsmith', ...rows.map((row) => row.username)]);

function UsernameEditInputCell(props: GridRenderEditCellParams<Account, string>) {
  const { id, field, value, hasFocus, error } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    // The grid keeps the latest value and updates its state 400 ms after the last keystroke.
    apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs: 400 }, event);
  };

  return (
    <InputBase
      inputRef={inputRef}
      defaultValue={value ?? ''}
      onChange={handleChange}
      fullWidth
      inputProps={{ 'aria-label': 'Username', 'aria-invalid': Boolean(error) }}
      sx={(theme) => ({
        height: '100%',
        px: 1.25,
        fontSize: 'inherit',
        ...(error && { boxShadow: `inset 0 0 0 2px ${theme.palette.error.main}` }),
      })}
    />
  );
}

export default function DebouncedEditCell() {
  const [checks, setChecks] = React.useState(0);

  const columns = React.useMemo<GridColDef<Account>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      {
        field: 'username',
        headerName: 'Username',
        width: 180,
        editable: true,
        renderEditCell: (params) => <UsernameEditInputCell {...params} />,
        // Stands in for a request asking the server whether the name is free.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Account>) => {
          setChecks((count) => count + 1);
          const username = params.props.value ?? '';
          const taken = username !== params.row.username && TAKEN.has(username);
          return new Promise((resolve) => {
            setTimeout(() => resolve({ ...params.props, error: username.length < 3 || taken }), 300);
          });
        },
      },
      { field: 'team', headerName: 'Team', width: 140 },
    ],
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Availability checks sent: {checks}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Todo {
  id: number;
  title: string;
  due: string;
  done: boolean;
}

const initialRows: Todo[] = [
  { id: 1, title: 'Renew passport', due: '2025-05-02', done: false },
  { id: 2, title: 'Book dentist appointment', due: '2025-05-06', done: true },
  { id: 3, title: 'Send quarterly VAT return', due: '2025-05-10', done: false },
  { id: 4, title: 'Pick up dry cleaning', due: '2025-05-11', done: false },
  { id: 5, title: "Plan Lucia's birthday dinner", due: '2025-05-18', done: false },
  { id: 6, title: 'Service the bike', due: '2025-05-24', done: true },
];

const columns: GridColDef<Todo>[] = [
  { field: 'title', headerName: 'Task', flex: 1, editable: true },
  { field: 'due', headerName: 'Due', width: 120, editable: true },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

interface TodoItemProps extends GridRenderCellParams<Todo> {
  onEdit: (todo: Todo) => void;
}

// The row's actions talk to the grid through its API, reached from the cell's params.
function TodoItem({ row, api, onEdit }: TodoItemProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Checkbox
        checked={row.done}
        onChange={(event) => api.updateRows([{ ...row, done: event.target.checked }])}
        slotProps={{ input: { 'aria-label': `Mark "${row.title}" as done` } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          noWrap
          sx={{
            textDecoration: row.done ? 'line-through' : 'none',
            color: row.done ? 'text.secondary' : 'text.primary',
          }}
        >
          {row.title}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          Due {row.due}
        </Typography>
      </Box>
      <IconButton aria-label={`Edit "${row.title}"`} onClick={() => onEdit(row)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Delete "${row.title}"`}
        onClick={() => api.updateRows([{ id: row.id, _action: 'delete' }])}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export default function EditableListView() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState<Todo | null>(null);

  // Memoized, so the grid does not rebuild the column on each render.
  const listViewColumn = React.useMemo<GridListViewColDef<Todo>>(
    () => ({
      field: 'listColumn',
      renderCell: (params) => <TodoItem {...params} onEdit={(todo) => setEditing({ ...todo })} />,
    }),
    [],
  );

  const save = () => {
    if (editing) {
      apiRef.current?.updateRows([editing]);
    }
    setEditing(null);
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        hideFooter
        disableRowSelectionOnClick
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby="edit-todo-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="edit-todo-title">Edit task</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Task"
              value={editing?.title ?? ''}
              onChange={(event) => setEditing((todo) => (todo ? { ...todo, title: event.target.value } : todo))}
            />
            <TextField
              label="Due date"
              type="date"
              value={editing?.due ?? ''}
              onChange={(event) => setEditing((todo) => (todo ? { ...todo, due: event.target.value } : todo))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={!editing?.title.trim()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

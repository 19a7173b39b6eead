import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: string;
  title: string;
  assignee: string;
  estimate: number;
}

const rows: Task[] = [
  { id: 'T-101', title: 'Write release notes', assignee: 'Grace Lee', estimate: 2 },
  { id: 'T-102', title: 'Fix login redirect', assignee: 'Tomás Silva', estimate: 5 },
  { id: 'T-103', title: 'Update pricing page', assignee: 'Yuki Tanaka', estimate: 3 },
  { id: 'T-104', title: 'Migrate billing emails', assignee: 'Ethan Brown', estimate: 8 },
  { id: 'T-105', title: 'Audit color contrast', assignee: 'Aisha Khan', estimate: 1 },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'Task', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, editable: true },
  { field: 'assignee', headerName: 'Assignee', width: 140, editable: true },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80, editable: true },
];

interface SelectedCell {
  id: string;
  field: string;
}

export default function StartEditButtons() {
  const [selectedCell, setSelectedCell] = React.useState<SelectedCell | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // Remembers the focused cell, whether it was reached by click or by keyboard.
  const handleCellFocus = React.useCallback((event: React.FocusEvent<HTMLDivElement>) => {
    const id = event.currentTarget.parentElement?.dataset.id;
    const field = event.currentTarget.dataset.field;
    if (id !== undefined && field !== undefined) {
      setSelectedCell({ id, field });
    }
  }, []);

  const isEditing =
    selectedCell !== null && cellModesModel[selectedCell.id]?.[selectedCell.field]?.mode === GridCellModes.Edit;
  const isEditable = selectedCell !== null && columns.some((col) => col.field === selectedCell.field && col.editable);

  const setMode = (mode: GridCellModes, ignoreModifications = false) => {
    if (selectedCell === null) {
      return;
    }
    const { id, field } = selectedCell;
    setCellModesModel({
      ...cellModesModel,
      [id]: {
        ...cellModesModel[id],
        [field]: mode === GridCellModes.View ? { mode, ignoreModifications } : { mode },
      },
    });
  };

  // Keeps the focus in the cell, so that clicking a button does not end the edit first.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={!isEditable || isEditing}
          onMouseDown={keepFocus}
          onClick={() => setMode(GridCellModes.Edit)}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!isEditing}
          onMouseDown={keepFocus}
          onClick={() => setMode(GridCellModes.View)}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={!isEditing}
          onMouseDown={keepFocus}
          onClick={() => setMode(GridCellModes.View, true)}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          slotProps={{ cell: { onFocus: handleCellFocus } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

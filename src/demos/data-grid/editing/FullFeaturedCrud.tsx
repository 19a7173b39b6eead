import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  joinedOn: Date | null;
  salary: number;
  isNew?: boolean;
}

// A date-time without an offset is read in local time, so the day never shifts.
const initialRows: Employee[] = [
  { id: 1, name: 'Grace Lee', role: 'Engineering manager', joinedOn: new Date('2017-04-03T00:00'), salary: 148000 },
  { id: 2, name: 'Tomás Silva', role: 'Backend developer', joinedOn: new Date('2020-09-14T00:00'), salary: 112000 },
  { id: 3, name: 'Yuki Tanaka', role: 'Product designer', joinedOn: new Date('2021-02-01T00:00'), salary: 104500 },
  { id: 4, name: 'Ethan Brown', role: 'Data analyst', joinedOn: new Date('2022-06-20T00:00'), salary: 91000 },
  { id: 5, name: 'Aisha Khan', role: 'QA engineer', joinedOn: new Date('2023-11-06T00:00'), salary: 87500 },
];

const ROLES = ['Backend developer', 'Data analyst', 'Engineering manager', 'Product designer', 'QA engineer'];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

interface EditToolbarProps {
  onAdd: () => void;
}

function EditToolbar({ onAdd }: EditToolbarProps) {
  return (
    <Toolbar>
      <Tooltip title="Add employee">
        <ToolbarButton aria-label="Add employee" onClick={onAdd}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function FullFeaturedCrud() {
  const [rows, setRows] = React.useState<Employee[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(initialRows.length + 1);

  // Focus leaving the row does not save it: the reader saves or cancels explicitly.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  // Adds an empty row at the top, in edit mode with the focus on its name.
  const handleAdd = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((oldRows) => [
      { id, name: '', role: 'Backend developer', joinedOn: null, salary: 0, isNew: true },
      ...oldRows,
    ]);
    setRowModesModel((oldModel) => ({ ...oldModel, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  }, []);

  // The same toolbar component on every render, so the grid does not remount it.
  const slots = React.useMemo(() => ({ toolbar: () => <EditToolbar onAdd={handleAdd} /> }), [handleAdd]);

  const handleEdit = (id: GridRowId) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.Edit } });
  };

  const handleSave = (id: GridRowId) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.View } });
  };

  const handleDelete = (id: GridRowId) => () => {
    setRows(rows.filter((row) => row.id !== id));
  };

  const handleCancel = (id: GridRowId) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.View, ignoreModifications: true } });
    // A new row that is cancelled is removed instead of kept empty.
    if (rows.find((row) => row.id === id)?.isNew) {
      setRows(rows.filter((row) => row.id !== id));
    }
  };

  // Called with the edited row when a row leaves edit mode: store it and return it.
  const processRowUpdate = (newRow: Employee) => {
    const updatedRow = { ...newRow, isNew: false };
    setRows(rows.map((row) => (row.id === newRow.id ? updatedRow : row)));
    return updatedRow;
  };

  const columns: GridColDef<Employee>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 180, editable: true },
    { field: 'joinedOn', headerName: 'Joined', type: 'date', width: 120, editable: true },
    {
      field: 'salary',
      headerName: 'Salary',
      type: 'number',
      width: 110,
      editable: true,
      valueFormatter: (value: number) => usd.format(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={handleSave(id)} />,
            <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={handleCancel(id)} />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={handleEdit(id)} />,
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={handleDelete(id)} />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        slots={slots}
        showToolbar
        hideFooter
      />
    </Box>
  );
}

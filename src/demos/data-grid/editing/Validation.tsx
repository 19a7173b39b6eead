import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface User {
  id: number;
  username: string;
  email: string;
  seats: number;
}

const rows: User[] = [
  { id: 1, username: 'omartin', email: 'olivia.martin@northwind.example', seats: 5 },
  { id: 2, username: 'kwatanabe', email: 'kenji@sakura.example', seats: 12 },
  { id: 3, username: 'aokafor', email: 'amara@lagostextiles.example', seats: 3 },
  { id: 4, username: 'lmoreau', email: 'lucas@ateliermoreau.example', seats: 8 },
  { id: 5, username: 'hmuller', email: 'h.mueller@berlinerbikes.example', seats: 20 },
];

function validateEmail(value: unknown): string | false {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? false
    : 'Enter an email address such as name@example.com';
}

function validateSeats(value: unknown): string | false {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50
    ? false
    : 'Seats must be a whole number from 1 to 50';
}

// The edit cell of the grid, with the error message in a tooltip and a red outline.
function ValidatedEditCell(props: GridRenderEditCellParams<User>) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} placement="bottom-start">
      <Box
        sx={{
          width: 1,
          height: 1,
          display: 'flex',
          outline: error ? 2 : 0,
          outlineColor: 'error.main',
          outlineOffset: -2,
          bgcolor: error ? 'action.hover' : undefined,
        }}
      >
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<User>[] = [
  { field: 'username', headerName: 'Username', width: 130 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 240,
    editable: true,
    // Runs on every change while editing; an `error` keeps the cell in edit mode.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: validateEmail(params.props.value),
    }),
    renderEditCell: (params: GridRenderEditCellParams<User>) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: validateSeats(params.props.value),
    }),
    renderEditCell: (params: GridRenderEditCellParams<User>) => <ValidatedEditCell {...params} />,
  },
];

export default function Validation() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}

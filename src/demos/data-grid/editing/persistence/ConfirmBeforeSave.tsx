import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Grace Lee', role: 'Engineering manager', salary: 148000 },
  { id: 2, name: 'Tomás Silva', role: 'Backend developer', salary: 112000 },
  { id: 3, name: 'Yuki Tanaka', role: 'Product designer', salary: 104500 },
  { id: 4, name: 'Ethan Brown', role: 'Data analyst', salary: 91000 },
  { id: 5, name: 'Aisha Khan', role: 'QA engineer', salary: 87500 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 190, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Stands in for PUT /api/employees/:id, answering after 500 ms.
function saveEmployee(employee: Employee): Promise<Employee> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(employee), 500);
  });
}

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

// Describes what changed, for the question in the dialog.
function describeChange(newRow: Employee, oldRow: Employee): string | null {
  if (newRow.name !== oldRow.name) return `the name "${oldRow.name}" to "${newRow.name}"`;
  if (newRow.role !== oldRow.role) return `the role of ${oldRow.name} from ${oldRow.role} to ${newRow.role}`;
  if (newRow.salary !== oldRow.salary) {
    return `the salary of ${oldRow.name} from ${usd.format(oldRow.salary)} to ${usd.format(newRow.salary)}`;
  }
  return null;
}

export default function ConfirmBeforeSave() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [saving, setSaving] = React.useState(false);

  // Returns a promise that the dialog settles: the grid waits for the reader's answer.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (describeChange(newRow, oldRow) === null) {
          resolve(oldRow); // Nothing changed: no question, no request.
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const handleNo = () => {
    pending?.resolve(pending.oldRow); // Keeps the old value in the grid.
    setPending(null);
  };

  const handleYes = async () => {
    if (pending === null) {
      return;
    }
    setSaving(true);
    const savedRow = await saveEmployee(pending.newRow);
    pending.resolve(savedRow); // The grid shows the row the server sent back.
    setSaving(false);
    setPending(null);
  };

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={handleNo} maxWidth="xs">
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending === null ? '' : `Pressing Yes changes ${describeChange(pending.newRow, pending.oldRow)}.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleNo} disabled={saving}>
            No
          </Button>
          <Button onClick={handleYes} variant="contained" loading={saving}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

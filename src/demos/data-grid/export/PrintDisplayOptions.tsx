import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: Date;
  priority: 'High' | 'Medium' | 'Low';
}

const rows: Task[] = [
  { id: 1, task: 'Renew SSL certificates', owner: 'Nadia Rahman', due: new Date(2025, 8, 3), priority: 'High' },
  { id: 2, task: 'Quarterly backup restore test', owner: 'Pedro Alves', due: new Date(2025, 8, 5), priority: 'Medium' },
  { id: 3, task: 'Rotate API keys', owner: 'Grace Kim', due: new Date(2025, 8, 9), priority: 'High' },
  { id: 4, task: 'Update on-call rota', owner: 'Samuel Adeyemi', due: new Date(2025, 8, 12), priority: 'Low' },
  { id: 5, task: 'Archive old log buckets', owner: 'Ines Duarte', due: new Date(2025, 8, 15), priority: 'Low' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function PrintDisplayOptions() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState({ hideToolbar: true, hideFooter: true, includeCheckboxes: false });

  const toggle = (name: keyof typeof options) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((previous) => ({ ...previous, [name]: event.target.checked }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormGroup row>
          <FormControlLabel
            control={<Checkbox checked={options.hideToolbar} onChange={toggle('hideToolbar')} />}
            label="hideToolbar"
          />
          <FormControlLabel
            control={<Checkbox checked={options.hideFooter} onChange={toggle('hideFooter')} />}
            label="hideFooter"
          />
          <FormControlLabel
            control={<Checkbox checked={options.includeCheckboxes} onChange={toggle('includeCheckboxes')} />}
            label="includeCheckboxes"
          />
        </FormGroup>
        <Button
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => apiRef.current?.exportDataAsPrint({ ...options, fileName: 'Maintenance tasks' })}
        >
          Print
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection showToolbar />
      </Box>
    </Stack>
  );
}

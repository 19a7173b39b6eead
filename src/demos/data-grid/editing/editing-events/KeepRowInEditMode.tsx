import Box from '@mui/material/Box';
import { DataGrid, GridRowEditStopReasons, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  jobTitle: string;
  office: string;
  startDate: Date;
}

const rows: Employee[] = [
  { id: 1, name: 'Olivia Bennett', jobTitle: 'Account manager', office: 'Chicago', startDate: new Date(2021, 2, 15) },
  { id: 2, name: 'Hiroshi Yamada', jobTitle: 'Data engineer', office: 'Tokyo', startDate: new Date(2020, 9, 1) },
  { id: 3, name: 'Camille Laurent', jobTitle: 'UX researcher', office: 'Paris', startDate: new Date(2023, 0, 9) },
  { id: 4, name: 'Thabo Nkosi', jobTitle: 'Support lead', office: 'Johannesburg', startDate: new Date(2019, 6, 22) },
  { id: 5, name: 'Elena Popescu', jobTitle: 'QA engineer', office: 'Bucharest', startDate: new Date(2022, 4, 3) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'jobTitle', headerName: 'Job title', width: 170, editable: true },
  { field: 'office', headerName: 'Office', width: 130, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
];

// Clicking outside the row no longer saves it: the reader presses Enter to save or Escape to cancel.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function KeepRowInEditMode() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter onRowEditStop={handleRowEditStop} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  startDate: Date;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lagos', startDate: new Date(2019, 2, 11) },
  { id: 2, name: 'Lucas Moreau', department: 'Design', office: 'Lyon', startDate: new Date(2021, 8, 1) },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Osaka', startDate: new Date(2018, 4, 14) },
  { id: 4, name: 'Diego Ramírez', department: 'Sales', office: 'Mexico City', startDate: new Date(2022, 0, 10) },
  { id: 5, name: 'Freya Lindqvist', department: 'Finance', office: 'Stockholm', startDate: new Date(2020, 10, 2) },
  { id: 6, name: 'Ravi Menon', department: 'Support', office: 'Bengaluru', startDate: new Date(2023, 5, 19) },
  { id: 7, name: 'Chloe Bennett', department: 'Marketing', office: 'Toronto', startDate: new Date(2017, 6, 24) },
  { id: 8, name: 'Jonas Weber', department: 'Engineering', office: 'Berlin', startDate: new Date(2024, 1, 5) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

function ExportToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="p" sx={{ flex: 1, mx: 0.5 }}>
        Staff directory
      </Typography>
      {/* ExportCsv and ExportPrint render the grid's baseButton: a Material UI Button here. */}
      <ExportCsv startIcon={<FileDownloadOutlinedIcon />} options={{ fileName: 'staff-directory' }}>
        CSV
      </ExportCsv>
      <ExportPrint startIcon={<PrintOutlinedIcon />} options={{ hideFooter: true, hideToolbar: true }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}

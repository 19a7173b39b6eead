import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  // The names of the managers above this employee, then the employee's own name.
  hierarchy: string[];
  jobTitle: string;
  department: string;
  location: string;
}

const rows: Employee[] = [
  {
    id: 1,
    hierarchy: ['Sarah Chen'],
    jobTitle: 'Chief Executive Officer',
    department: 'Executive',
    location: 'San Francisco',
  },
  {
    id: 2,
    hierarchy: ['Sarah Chen', 'Marcus Webb'],
    jobTitle: 'VP of Engineering',
    department: 'Engineering',
    location: 'San Francisco',
  },
  {
    id: 3,
    hierarchy: ['Sarah Chen', 'Marcus Webb', 'Priya Nair'],
    jobTitle: 'Engineering Manager',
    department: 'Engineering',
    location: 'Toronto',
  },
  {
    id: 4,
    hierarchy: ['Sarah Chen', 'Marcus Webb', 'Priya Nair', 'Tom Becker'],
    jobTitle: 'Senior Developer',
    department: 'Engineering',
    location: 'Toronto',
  },
  {
    id: 5,
    hierarchy: ['Sarah Chen', 'Marcus Webb', 'Priya Nair', 'Aiko Tanaka'],
    jobTitle: 'Developer',
    department: 'Engineering',
    location: 'Remote',
  },
  {
    id: 6,
    hierarchy: ['Sarah Chen', 'Marcus Webb', 'Luis Ortega'],
    jobTitle: 'QA Lead',
    department: 'Engineering',
    location: 'Madrid',
  },
  {
    id: 7,
    hierarchy: ['Sarah Chen', 'Elena Petrova'],
    jobTitle: 'VP of Sales',
    department: 'Sales',
    location: 'London',
  },
  {
    id: 8,
    hierarchy: ['Sarah Chen', 'Elena Petrova', 'James Carter'],
    jobTitle: 'Account Executive',
    department: 'Sales',
    location: 'London',
  },
  {
    id: 9,
    hierarchy: ['Sarah Chen', 'Elena Petrova', 'Fatima Zahra'],
    jobTitle: 'Account Executive',
    department: 'Sales',
    location: 'Paris',
  },
  {
    id: 10,
    hierarchy: ['Sarah Chen', 'Noah Fischer'],
    jobTitle: 'Chief Financial Officer',
    department: 'Finance',
    location: 'San Francisco',
  },
  {
    id: 11,
    hierarchy: ['Sarah Chen', 'Noah Fischer', 'Grace Liu'],
    jobTitle: 'Accountant',
    department: 'Finance',
    location: 'San Francisco',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 130 },
];

const getTreeDataPath = (row: Employee) => row.hierarchy;

export default function BasicTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}

import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  email: string;
  role: string;
  location: string;
}

const rows: Member[] = [
  { id: 1, name: 'Harper Collins', email: 'harper.collins@northwind.io', role: 'Product designer', location: 'London' },
  {
    id: 2,
    name: 'Mateo Fernández',
    email: 'mateo.fernandez@northwind.io',
    role: 'Backend engineer',
    location: 'Madrid',
  },
  { id: 3, name: 'Aisha Bello', email: 'aisha.bello@northwind.io', role: 'Data analyst', location: 'Lagos' },
  { id: 4, name: 'Yuki Tanaka', email: 'yuki.tanaka@northwind.io', role: 'Engineering manager', location: 'Osaka' },
  {
    id: 5,
    name: 'Erik Lindqvist',
    email: 'erik.lindqvist@northwind.io',
    role: 'Frontend engineer',
    location: 'Stockholm',
  },
  { id: 6, name: 'Camille Dubois', email: 'camille.dubois@northwind.io', role: 'Recruiter', location: 'Paris' },
  { id: 7, name: 'Ravi Patel', email: 'ravi.patel@northwind.io', role: 'Site reliability engineer', location: 'Pune' },
  { id: 8, name: 'Chloe Nguyen', email: 'chloe.nguyen@northwind.io', role: 'Content strategist', location: 'Sydney' },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'location', headerName: 'Location', width: 120 },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

function MemberCard({ row }: GridRenderCellParams<Member>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initials(row.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
          {row.role} · {row.location}
        </Typography>
      </Box>
    </Stack>
  );
}

// The single column shown in list view: the field is what sorting and filtering use.
const listViewColumn: GridListViewColDef<Member> = {
  field: 'listColumn',
  renderCell: (params) => <MemberCard {...params} />,
};

export default function ListViewBasic() {
  const [view, setView] = React.useState<'list' | 'grid'>('list');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: 'list' | 'grid' | null) => value && setView(value)}
        aria-label="Layout"
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="grid">Table</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 470 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={view === 'list'}
          listViewColumn={listViewColumn}
          rowHeight={view === 'list' ? 64 : 52}
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}

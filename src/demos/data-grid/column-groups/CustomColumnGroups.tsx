import type * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import PersonIcon from '@mui/icons-material/Person';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Repair {
  id: number;
  customer: string;
  phone: string;
  device: string;
  fault: string;
  technician: string;
  cost: number;
}

const rows: Repair[] = [
  {
    id: 1,
    customer: 'Grace Walker',
    phone: '+44 20 7946 0018',
    device: 'Laptop',
    fault: 'Cracked screen',
    technician: 'Omar',
    cost: 189,
  },
  {
    id: 2,
    customer: 'Henrik Dahl',
    phone: '+47 22 12 34 56',
    device: 'Phone',
    fault: 'Battery swelling',
    technician: 'Lina',
    cost: 79,
  },
  {
    id: 3,
    customer: 'Isabel Cruz',
    phone: '+34 912 345 678',
    device: 'Tablet',
    fault: 'Charging port',
    technician: 'Omar',
    cost: 95,
  },
  {
    id: 4,
    customer: 'Jan de Boer',
    phone: '+31 20 123 4567',
    device: 'Laptop',
    fault: 'Keyboard spill',
    technician: 'Yusuf',
    cost: 145,
  },
  {
    id: 5,
    customer: 'Keiko Mori',
    phone: '+81 3 1234 5678',
    device: 'Phone',
    fault: 'Camera focus',
    technician: 'Lina',
    cost: 110,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Repair>[] = [
  { field: 'customer', headerName: 'Name', width: 150 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'device', headerName: 'Device', width: 110 },
  { field: 'fault', headerName: 'Fault', width: 170 },
  { field: 'technician', headerName: 'Technician', width: 120 },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// A header with an icon before the group's name.
function GroupHeaderWithIcon({ icon, params }: { icon: React.ReactNode; params: GridColumnGroupHeaderParams }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', fontWeight: 600 }}>
      {icon}
      <span>{params.headerName ?? params.groupId}</span>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'customer',
    headerName: 'Customer',
    description: 'Who brought the device in',
    headerClassName: 'customer-group',
    renderHeaderGroup: (params) => <GroupHeaderWithIcon icon={<PersonIcon fontSize="small" />} params={params} />,
    children: [{ field: 'customer' }, { field: 'phone' }],
  },
  {
    groupId: 'repair',
    headerName: 'Repair',
    description: 'The job and who does it',
    headerAlign: 'center',
    headerClassName: 'repair-group',
    renderHeaderGroup: (params) => <GroupHeaderWithIcon icon={<BuildIcon fontSize="small" />} params={params} />,
    children: [{ field: 'device' }, { field: 'fault' }, { field: 'technician' }, { field: 'cost' }],
  },
];

export default function CustomColumnGroups() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        // The grid's own header background is specific, so the selector includes its class.
        [`& .${gridClasses.columnHeader}.customer-group`]: {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.14),
          color: (theme.vars ?? theme).palette.text.primary,
        },
        [`& .${gridClasses.columnHeader}.repair-group`]: {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.14),
          color: (theme.vars ?? theme).palette.text.primary,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}

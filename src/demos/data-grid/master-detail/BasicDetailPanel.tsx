import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  company: string;
  city: string;
  email: string;
  phone: string;
  accountManager: string;
  customerSince: string;
}

const rows: Customer[] = [
  {
    id: 1,
    name: 'Olivia Martin',
    company: 'Northwind Traders',
    city: 'Seattle',
    email: 'olivia.martin@northwind.example',
    phone: '+1 206 555 0142',
    accountManager: 'Daniel Kim',
    customerSince: 'March 2019',
  },
  {
    id: 2,
    name: 'Kenji Watanabe',
    company: 'Sakura Foods',
    city: 'Osaka',
    email: 'k.watanabe@sakura.example',
    phone: '+81 6 5550 1187',
    accountManager: 'Grace Lee',
    customerSince: 'July 2021',
  },
  {
    id: 3,
    name: 'Amara Okafor',
    company: 'Lagos Textiles',
    city: 'Lagos',
    email: 'amara@lagostextiles.example',
    phone: '+234 1 555 0199',
    accountManager: 'Daniel Kim',
    customerSince: 'January 2022',
  },
  {
    id: 4,
    name: 'Lucas Moreau',
    company: 'Atelier Moreau',
    city: 'Lyon',
    email: 'lucas@ateliermoreau.example',
    phone: '+33 4 55 50 12 34',
    accountManager: 'Sofia Rossi',
    customerSince: 'October 2018',
  },
  {
    id: 5,
    name: 'Hannah Müller',
    company: 'Berliner Bikes',
    city: 'Berlin',
    email: 'h.mueller@berlinerbikes.example',
    phone: '+49 30 5550 7781',
    accountManager: 'Grace Lee',
    customerSince: 'May 2020',
  },
  {
    id: 6,
    name: 'Mateo García',
    company: 'Costa Verde Café',
    city: 'Valencia',
    email: 'mateo@costaverde.example',
    phone: '+34 96 555 0123',
    accountManager: 'Sofia Rossi',
    customerSince: 'August 2023',
  },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Contact', flex: 1, minWidth: 150 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

function CustomerDetails({ row }: { row: Customer }) {
  return (
    <Stack sx={{ py: 2, px: 4, height: 1, justifyContent: 'center', bgcolor: 'action.hover' }} spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {row.company}
      </Typography>
      <Typography variant="body2">Email: {row.email}</Typography>
      <Typography variant="body2">Phone: {row.phone}</Typography>
      <Typography variant="body2" color="text.secondary">
        Customer since {row.customerSince}, managed by {row.accountManager}
      </Typography>
    </Stack>
  );
}

export default function BasicDetailPanel() {
  // Stable functions: the grid caches the content of each panel until they change.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) => <CustomerDetails row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 130, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}

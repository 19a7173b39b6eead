import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid-pro/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Account {
  id: number;
  owner: string;
  city: string;
  opened: string;
  plan: string;
  balance: number;
}

const rows: Account[] = [
  { id: 1, owner: 'Hannah Schmidt', city: 'Zurich', opened: '2019-04-11', plan: 'Business', balance: 48210 },
  { id: 2, owner: 'Mateo García', city: 'Valencia', opened: '2021-09-02', plan: 'Personal', balance: 3560 },
  { id: 3, owner: 'Chloé Martin', city: 'Lyon', opened: '2018-01-23', plan: 'Premium', balance: 127900 },
  { id: 4, owner: 'Oliver Bennett', city: 'Leeds', opened: '2022-06-15', plan: 'Personal', balance: 910 },
  { id: 5, owner: 'Yuki Tanaka', city: 'Osaka', opened: '2020-11-30', plan: 'Business', balance: 65400 },
  { id: 6, owner: 'Nora Lindqvist', city: 'Malmö', opened: '2023-02-07', plan: 'Premium', balance: 22175 },
];

const columns: GridColDef<Account>[] = [
  { field: 'owner', headerName: 'Account owner', width: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'opened', headerName: 'Opened', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'balance', headerName: 'Balance (EUR)', type: 'number', width: 140 },
];

// One set of colors per color scheme, as you would write them in your app's theme.
const dataGridColors = {
  light: { bg: '#ffffff', headerBg: '#e8eef8', pinnedBg: '#f4effa' },
  dark: { bg: '#161b22', headerBg: '#1e2b3d', pinnedBg: '#261f33' },
};

export default function ContainerHeaderPinned() {
  // The demo follows the page's light or dark mode.
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: scheme, DataGrid: dataGridColors[scheme] } }),
    [scheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ pinnedColumns: { left: ['owner'], right: ['balance'] } }}
          pinnedRows={{
            bottom: [
              {
                id: 0,
                owner: 'Total',
                city: '',
                opened: '',
                plan: '',
                balance: rows.reduce((sum, row) => sum + row.balance, 0),
              },
            ],
          }}
        />
      </Box>
    </ThemeProvider>
  );
}

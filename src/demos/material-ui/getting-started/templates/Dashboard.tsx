import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LocalCafeRounded from '@mui/icons-material/LocalCafeRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Status = 'Paid' | 'Shipped' | 'Refunded' | 'Pending';

interface Order {
  id: string;
  customer: string;
  date: string;
  total: number;
  status: Status;
}

const sections = [
  { label: 'Overview', icon: <DashboardRounded /> },
  { label: 'Orders', icon: <ShoppingBagRounded /> },
  { label: 'Products', icon: <Inventory2Rounded /> },
  { label: 'Customers', icon: <PeopleRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

const stats = [
  { label: 'Revenue', value: '$18,420', change: 12.4 },
  { label: 'Orders', value: '642', change: 8.1 },
  { label: 'Average order', value: '$28.69', change: 3.9 },
  { label: 'Repeat buyers', value: '38 %', change: -1.2 },
];

const days = [
  '1 Mar',
  '2 Mar',
  '3 Mar',
  '4 Mar',
  '5 Mar',
  '6 Mar',
  '7 Mar',
  '8 Mar',
  '9 Mar',
  '10 Mar',
  '11 Mar',
  '12 Mar',
  '13 Mar',
  '14 Mar',
];
const revenue = [1040, 1185, 960, 1210, 1390, 1620, 1480, 1110, 1260, 1175, 1340, 1555, 1720, 1375];
const products = ['Huila', 'Guji', 'House blend', 'Decaf', 'Grinder'];
const unitsSold = [212, 168, 301, 74, 39];

const orders: Order[] = [
  { id: 'CC-20416', customer: 'Olivia Chen', date: '14 Mar', total: 89, status: 'Pending' },
  { id: 'CC-20415', customer: 'Daniel Kowalski', date: '14 Mar', total: 16.5, status: 'Paid' },
  { id: 'CC-20414', customer: 'Amara Osei', date: '13 Mar', total: 30.5, status: 'Shipped' },
  { id: 'CC-20413', customer: 'Lucas Moreau', date: '13 Mar', total: 74, status: 'Shipped' },
  { id: 'CC-20412', customer: 'Sofia Lindqvist', date: '12 Mar', total: 42, status: 'Refunded' },
  { id: 'CC-20411', customer: 'Ravi Menon', date: '12 Mar', total: 33, status: 'Shipped' },
  { id: 'CC-20410', customer: 'Grace Adeyemi', date: '11 Mar', total: 96.5, status: 'Shipped' },
  { id: 'CC-20409', customer: 'Mateo Rossi', date: '11 Mar', total: 14, status: 'Shipped' },
];

const statusColor = { Paid: 'info', Shipped: 'success', Refunded: 'error', Pending: 'warning' } as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 96 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'date', headerName: 'Date', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => (
      <Chip label={row.status} color={statusColor[row.status]} size="small" variant="outlined" />
    ),
  },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function Dashboard() {
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'clip',
      }}
    >
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <LocalCafeRounded color="primary" />
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Copperline Admin
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { '@': 'none', '@sm': 'block' } }}>
            Maya Brennan
          </Typography>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: '0.9rem' }}>MB</Avatar>
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'grid', gridTemplateColumns: { '@': '1fr', '@720': '180px 1fr' } }}>
        <Box
          component="nav"
          aria-label="Store sections"
          sx={{
            display: 'flex',
            flexDirection: { '@': 'row', '@720': 'column' },
            gap: 0.5,
            p: 1.5,
            overflowX: 'auto',
            borderStyle: 'solid',
            borderColor: 'divider',
            borderWidth: 0,
            borderBottomWidth: { '@': 1, '@720': 0 },
            borderRightWidth: { '@720': 1 },
          }}
        >
          {sections.map((section) => (
            <Button
              key={section.label}
              startIcon={section.icon}
              color={section.label === 'Overview' ? 'primary' : 'inherit'}
              aria-current={section.label === 'Overview' ? 'page' : undefined}
              sx={{
                justifyContent: 'flex-start',
                flexShrink: 0,
                px: 1.5,
                bgcolor: section.label === 'Overview' ? 'action.selected' : 'transparent',
              }}
            >
              {section.label}
            </Button>
          ))}
        </Box>

        {/* In an app this is the page's <main>; here the docs page already has one. */}
        <Box sx={{ containerType: 'inline-size', minWidth: 0, p: { '@': 2, '@sm': 3 }, display: 'grid', gap: 2 }}>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
          >
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              Overview
            </Typography>
            <Typography variant="body2" color="text.secondary">
              1–14 March 2025, compared with the previous 14 days
            </Typography>
          </Box>

          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': 'repeat(2, 1fr)', '@520': 'repeat(4, 1fr)' } }}
          >
            {stats.map((stat) => (
              <Paper key={stat.label} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  {stat.label}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
                  {stat.value}
                </Typography>
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: 'center', color: stat.change >= 0 ? 'success.main' : 'error.main' }}
                >
                  {stat.change >= 0 ? <TrendingUpRounded fontSize="small" /> : <TrendingDownRounded fontSize="small" />}
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {stat.change >= 0 ? '+' : ''}
                    {stat.change} %
                  </Typography>
                </Stack>
              </Paper>
            ))}
          </Box>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@720': '3fr 2fr' } }}>
            <Panel title="Revenue per day">
              <LineChart
                height={220}
                xAxis={[{ data: days, scaleType: 'point', tickLabelMinGap: 12 }]}
                yAxis={[{ valueFormatter: (value: number) => (value === 0 ? '$0' : `$${value / 1000}k`), width: 44 }]}
                series={[
                  {
                    data: revenue,
                    label: 'Revenue',
                    area: true,
                    showMark: false,
                    valueFormatter: (value) => usd.format(value ?? 0),
                  },
                ]}
                hideLegend
                margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
                sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
              />
            </Panel>
            <Panel title="Units sold by product">
              <BarChart
                height={200}
                layout="horizontal"
                yAxis={[{ data: products, scaleType: 'band', width: 84 }]}
                series={[{ data: unitsSold, label: 'Units sold' }]}
                hideLegend
                margin={{ left: 0, right: 20, top: 8, bottom: 0 }}
              />
            </Panel>
          </Box>

          <Panel title="Latest orders">
            <Box sx={{ height: 336 }}>
              <DataGrid rows={orders} columns={columns} hideFooter disableRowSelectionOnClick density="compact" />
            </Box>
          </Panel>
        </Box>
      </Box>
    </Box>
  );
}

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  country: string;
  placed: string;
  total: number;
}

const rows: Order[] = [
  { id: 'PO-7001', customer: 'Harbor & Pine', country: 'Canada', placed: '2024-02-01', total: 1840 },
  { id: 'PO-7002', customer: 'Kestrel Foods', country: 'Ireland', placed: '2024-02-03', total: 620 },
  { id: 'PO-7003', customer: 'Valle Verde', country: 'Mexico', placed: '2024-02-06', total: 2975 },
  { id: 'PO-7004', customer: 'Sakura Home', country: 'Japan', placed: '2024-02-07', total: 410 },
  { id: 'PO-7005', customer: 'Baltic Amber', country: 'Latvia', placed: '2024-02-11', total: 1325 },
  { id: 'PO-7006', customer: 'Outback Supply', country: 'Australia', placed: '2024-02-14', total: 3560 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

// The toolbar parts come from the grid package; render composes them with your own buttons.
function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="p" sx={{ flex: 1, mx: 0.5 }}>
        Purchase orders
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'purchase-orders' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter>
        <QuickFilterControl placeholder="Search orders" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar hideFooter />
    </Box>
  );
}

import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
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

// The toolbar components of earlier versions, still exported.
function OrdersLegacyToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport csvOptions={{ fileName: 'purchase-orders' }} printOptions={{ disableToolbarButton: true }} />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function LegacyToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: OrdersLegacyToolbar }}
        // Accessible names that contain the buttons' visible text.
        localeText={{ toolbarColumnsLabel: 'Columns', toolbarFiltersLabel: 'Filters' }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}

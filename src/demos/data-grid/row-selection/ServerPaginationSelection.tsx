import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  country: string;
  orders: number;
}

interface PageResponse {
  rows: Customer[];
  total: number;
}

const FIRST = ['Ada', 'Bruno', 'Camille', 'Dev', 'Elena', 'Femi', 'Gia', 'Henrik', 'Isla'] as const;
const LAST = ['Kaur', 'Bianchi', 'Dubois', 'Mensah', 'Novak', 'Sato', 'Walsh'] as const;
const COUNTRIES = ['India', 'Italy', 'France', 'Ghana', 'Czechia', 'Japan', 'Ireland'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 95 customers built from their index.
const ALL_CUSTOMERS: Customer[] = Array.from({ length: 95 }, (_, index) => ({
  id: 1001 + index,
  name: `${pick(FIRST, index)} ${pick(LAST, index * 2)}`,
  country: pick(COUNTRIES, index * 3),
  orders: 1 + ((index * 13) % 60),
}));

// Stands in for GET /api/customers?page=1&pageSize=10.
function fetchCustomers({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  const result = { rows: ALL_CUSTOMERS.slice(start, start + pageSize), total: ALL_CUSTOMERS.length };
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 500);
  });
}

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'Customer', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 90 },
];

export default function ServerPaginationSelection() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchCustomers(paginationModel).then((response) => {
      if (ignore) {
        return;
      }
      setRows(response.rows);
      setRowCount(response.total);
      setLoading(false);
    });
    return () => {
      ignore = true;
    };
  }, [paginationModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected on all pages: {[...rowSelectionModel.ids].join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          // Rows of other pages are not in `rows`: keep them selected anyway.
          keepNonExistentRowsSelected
          disableRowSelectionExcludeModel
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
}

interface PageResponse {
  rows: Shipment[];
  total: number;
}

const CITIES = ['Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Oslo', 'Lima', 'Seoul', 'Dublin', 'Austin'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 1,248 shipments built from their index.
const ALL_SHIPMENTS: Shipment[] = Array.from({ length: 1248 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK-${String(700001 + index * 7)}`,
  destination: pick(CITIES, index * 5),
  weightKg: 0.5 + ((index * 37) % 400) / 10,
}));

// Stands in for a request such as GET /api/shipments?page=2&pageSize=25.
function fetchShipments({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  const result = { rows: ALL_SHIPMENTS.slice(start, start + pageSize), total: ALL_SHIPMENTS.length };
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 600);
  });
}

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 150 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  // Kept between requests, so the footer does not reset while a page loads.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchShipments(paginationModel).then((response) => {
      // A newer request started before this one answered: drop the old result.
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
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}

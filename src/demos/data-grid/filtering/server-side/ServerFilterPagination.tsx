import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
}

interface PageResponse {
  rows: Shipment[];
  total: number;
}

const CITIES = ['Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Oslo', 'Lima', 'Seoul', 'Dublin', 'Austin'] as const;
const CARRIERS = ['DHL', 'UPS', 'FedEx', 'DPD'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 1,248 shipments built from their index.
const ALL_SHIPMENTS: Shipment[] = Array.from({ length: 1248 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK-${String(700001 + index * 7)}`,
  destination: pick(CITIES, index * 5),
  carrier: pick(CARRIERS, index * 3),
}));

// Stands in for GET /api/shipments?filter=...&page=...: filters first, then returns one page.
function fetchShipments(filterModel: GridFilterModel, { page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const item = filterModel.items[0];
  const matching = ALL_SHIPMENTS.filter((shipment) => {
    const text = `${shipment.tracking} ${shipment.destination} ${shipment.carrier}`.toLowerCase();
    const passesItem =
      !item?.value ||
      String(shipment[item.field as keyof Shipment])
        .toLowerCase()
        .includes(String(item.value).toLowerCase());
    return passesItem && words.every((word) => text.includes(word));
  });
  const start = page * pageSize;
  const result = { rows: matching.slice(start, start + pageSize), total: matching.length };
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 600);
  });
}

// The server only implements "contains".
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80, filterable: false },
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 150, filterOperators: containsOnly },
  { field: 'destination', headerName: 'Destination', width: 130, filterOperators: containsOnly },
  { field: 'carrier', headerName: 'Carrier', width: 110, filterOperators: containsOnly },
];

export default function ServerFilterPagination() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  // Kept between requests, so the footer does not reset while a page loads.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchShipments(filterModel, paginationModel).then((response) => {
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
  }, [filterModel, paginationModel]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    // A new filter changes the number of pages: start again from the first one.
    setPaginationModel((current) => ({ ...current, page: 0 }));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
        filterDebounceMs={400}
      />
    </Box>
  );
}

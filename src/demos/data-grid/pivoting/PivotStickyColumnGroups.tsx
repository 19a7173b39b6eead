import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  city: string;
  month: string;
  roomType: 'Single' | 'Double' | 'Suite';
  nights: number;
  revenue: number;
}

const CITIES = ['Amsterdam', 'Barcelona', 'Copenhagen', 'Dublin', 'Edinburgh', 'Florence'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr'] as const;
const ROOMS = ['Single', 'Double', 'Suite'] as const;
const RATES = [95, 140, 310] as const;

// 72 bookings: every city, month and room type, built from the index.
const rows: Booking[] = Array.from({ length: 72 }, (_, index) => {
  const room = index % ROOMS.length;
  const nights = 10 + ((index * 13) % 40);
  return {
    id: index + 1,
    city: CITIES[Math.floor(index / 12) % CITIES.length] ?? 'Dublin',
    month: MONTHS[Math.floor(index / 3) % MONTHS.length] ?? 'Jan',
    roomType: ROOMS[room] ?? 'Single',
    nights,
    revenue: nights * (RATES[room] ?? 100),
  };
});

const columns: GridColDef<Booking>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'roomType', headerName: 'Room type', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

// Two levels of column groups: city, then month. The table is much wider than the grid.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'roomType' }],
  columns: [{ field: 'city' }, { field: 'month' }],
  values: [
    { field: 'nights', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function PivotStickyColumnGroups() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          // Keep the room types in view too.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        sx={{
          // Keep each group's title in view while its columns scroll by.
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainer': {
            overflow: 'visible',
          },
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainerContent': {
            position: 'sticky',
            left: 'var(--DataGrid-leftPinnedWidth, 0px)',
          },
        }}
      />
    </Box>
  );
}

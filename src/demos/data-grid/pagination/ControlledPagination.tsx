import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  dailyRiders: number;
}

const LINES = ['Red', 'Blue', 'Green', 'Orange'] as const;
const NAMES = ['Harbor', 'Market', 'Union', 'Park', 'Central', 'Museum', 'Riverside', 'College', 'Airport'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 36 stations built from the row index.
const rows: Station[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  name: `${pick(NAMES, index)} ${Math.floor(index / NAMES.length) + 1}`,
  line: pick(LINES, index),
  dailyRiders: 1200 + ((index * 733) % 9000),
}));

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'dailyRiders', headerName: 'Daily riders', type: 'number', width: 130 },
];

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });

  const pageCount = Math.ceil(rows.length / paginationModel.pageSize);
  const first = paginationModel.page * paginationModel.pageSize + 1;
  const last = Math.min(first + paginationModel.pageSize - 1, rows.length);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
          disabled={paginationModel.page === 0}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))}
          disabled={paginationModel.page === pageCount - 1}
        >
          Last page
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Page {paginationModel.page + 1} of {pageCount}, stations {first}–{last}
        </Typography>
      </Stack>
      <Box sx={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 20]}
        />
      </Box>
    </Stack>
  );
}

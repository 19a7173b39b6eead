import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, createRowSelectionManager, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Attachment {
  id: string;
  name: string;
  kind: 'PDF' | 'Image' | 'Spreadsheet';
  sizeMb: number;
}

const rows: Attachment[] = [
  { id: 'f-101', name: 'Q2 board deck.pdf', kind: 'PDF', sizeMb: 8.4 },
  { id: 'f-102', name: 'Warehouse floor plan.png', kind: 'Image', sizeMb: 3.1 },
  { id: 'f-103', name: 'Supplier prices 2025.xlsx', kind: 'Spreadsheet', sizeMb: 0.9 },
  { id: 'f-104', name: 'Signed lease.pdf', kind: 'PDF', sizeMb: 2.6 },
  { id: 'f-105', name: 'Team offsite photo.jpg', kind: 'Image', sizeMb: 5.7 },
  { id: 'f-106', name: 'Payroll March.xlsx', kind: 'Spreadsheet', sizeMb: 1.2 },
  { id: 'f-107', name: 'Brand guidelines.pdf', kind: 'PDF', sizeMb: 14.8 },
];

const columns: GridColDef<Attachment>[] = [
  { field: 'name', headerName: 'File', flex: 1, minWidth: 200 },
  { field: 'kind', headerName: 'Type', width: 120 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

export default function ControlledSelection() {
  // Two files are selected when the grid first renders.
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['f-101', 'f-104']),
  });

  // The manager answers "is this row selected?" for both model types,
  // including the 'exclude' model that the "select all" checkbox produces.
  const selection = createRowSelectionManager(rowSelectionModel);
  const selectedFiles = rows.filter((row) => selection.has(row.id));
  const totalMb = selectedFiles.reduce((sum, row) => sum + row.sizeMb, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {selectedFiles.length} of {rows.length} files, {totalMb.toFixed(1)} MB
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRowSelectionModel({ type: 'include', ids: new Set(rows.map((row) => row.id)) })}
        >
          Select all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedFiles.length === 0}
          onClick={() => setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear selection
        </Button>
      </Stack>
      <Box sx={{ height: 476 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          hideFooterPagination
        />
      </Box>
    </Stack>
  );
}

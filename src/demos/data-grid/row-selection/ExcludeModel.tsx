import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Device {
  id: string;
  hostname: string;
  os: string;
  lastSeen: string;
}

const rows: Device[] = [
  { id: 'd-01', hostname: 'lap-amelia', os: 'macOS 15', lastSeen: '2 min ago' },
  { id: 'd-02', hostname: 'lap-rafael', os: 'Windows 11', lastSeen: '1 h ago' },
  { id: 'd-03', hostname: 'srv-build-1', os: 'Ubuntu 24.04', lastSeen: 'just now' },
  { id: 'd-04', hostname: 'srv-build-2', os: 'Ubuntu 24.04', lastSeen: 'just now' },
  { id: 'd-05', hostname: 'tab-reception', os: 'iPadOS 18', lastSeen: '3 days ago' },
  { id: 'd-06', hostname: 'lap-mei', os: 'macOS 15', lastSeen: '20 min ago' },
];

const columns: GridColDef<Device>[] = [
  { field: 'hostname', headerName: 'Hostname', flex: 1, minWidth: 140 },
  { field: 'os', headerName: 'System', width: 140 },
  { field: 'lastSeen', headerName: 'Last seen', width: 120 },
];

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function ExcludeModel() {
  const [includeOnly, setIncludeOnly] = React.useState(false);
  const [model, setModel] = React.useState<GridRowSelectionModel>(EMPTY);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={includeOnly}
            onChange={(event) => {
              setIncludeOnly(event.target.checked);
              setModel(EMPTY);
            }}
          />
        }
        label="disableRowSelectionExcludeModel"
      />
      {/* Tick the header checkbox, then untick one row, and compare both settings. */}
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`{ type: '${model.type}', ids: [${[...model.ids].map((id) => `'${id}'`).join(', ')}] }`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel={includeOnly}
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooterPagination
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridGetRowsError, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const server = createFakeServer(createEmployees(), { getPath: (row) => row.path });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function TreeDataErrors() {
  const [outage, setOutage] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              setOutage(event.target.checked);
              server.setFailing(event.target.checked);
              if (!event.target.checked) setError(null);
            }}
          />
        }
        label="Simulate a server outage, then expand a person"
      />
      <Alert severity={error ? 'error' : 'info'} role="status">
        {error ?? 'Expanding a person fetches their team from the server.'}
      </Alert>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Employee', width: 260 }}
          onDataSourceError={(failure) => {
            if (failure instanceof GridGetRowsError) {
              const who = failure.params.groupKeys?.at(-1);
              setError(
                `${who ? `The team of ${who}` : 'The list'} could not be loaded. Turn the outage off and expand again.`,
              );
            }
          }}
        />
      </Box>
    </Stack>
  );
}

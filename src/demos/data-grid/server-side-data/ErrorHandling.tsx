import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridGetRowsError, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(300));
const dataSource: GridDataSource = { getRows: server.getRows };

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function ErrorHandling() {
  const apiRef = useGridApiRef();
  const [outage, setOutage] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const retry = () => {
    setError(null);
    void apiRef.current?.dataSource.fetchRows();
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              setOutage(event.target.checked);
              server.setFailing(event.target.checked);
            }}
          />
        }
        label="Simulate a server outage, then change the page or sort"
      />
      <Box sx={{ position: 'relative', height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          // Failed answers are not cached, so a retry asks the server again.
          onDataSourceError={(failure) => {
            if (failure instanceof GridGetRowsError) setError(failure.cause?.message ?? failure.message);
          }}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
        {error && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.32)',
            }}
          >
            <Paper role="alert" sx={{ p: 3, maxWidth: 320, textAlign: 'center' }}>
              <Typography variant="subtitle1" component="p" gutterBottom>
                The orders could not be loaded
              </Typography>
              <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
                {error}
              </Typography>
              <Button variant="contained" onClick={retry}>
                Retry
              </Button>
            </Paper>
          </Box>
        )}
      </Box>
    </div>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  name: string;
  warehouse: string;
  inStock: number;
}

const rows: StockItem[] = [
  { id: 1, sku: 'CH-1042', name: 'Oak dining chair', warehouse: 'Rotterdam', inStock: 46 },
  { id: 2, sku: 'TB-2210', name: 'Walnut side table', warehouse: 'Hamburg', inStock: 8 },
  { id: 3, sku: 'LM-0871', name: 'Brass floor lamp', warehouse: 'Rotterdam', inStock: 19 },
  { id: 4, sku: 'SF-3305', name: 'Linen three-seat sofa', warehouse: 'Antwerp', inStock: 3 },
  { id: 5, sku: 'RG-5120', name: 'Wool area rug', warehouse: 'Hamburg', inStock: 27 },
  { id: 6, sku: 'BK-0933', name: 'Pine bookcase', warehouse: 'Antwerp', inStock: 12 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function ApiRefSorting() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Use the buttons to sort the grid from outside.');

  const sortByStock = () => {
    apiRef.current?.sortColumn('inStock', 'asc');
  };

  const clearSorting = () => {
    apiRef.current?.setSortModel([]);
  };

  const readFirstRow = () => {
    const first = apiRef.current?.getSortedRows()[0];
    setMessage(first ? `The first row is ${String(first.name)} (${String(first.inStock)} in stock).` : 'No rows.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={sortByStock}>
          Lowest stock first
        </Button>
        <Button size="small" variant="outlined" onClick={clearSorting}>
          Clear sorting
        </Button>
        <Button size="small" variant="outlined" onClick={readFirstRow}>
          Read first row
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
      <Box sx={{ height: 424 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}

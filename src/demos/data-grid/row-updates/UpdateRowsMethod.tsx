import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface StockItem {
  id: string;
  product: string;
  warehouse: string;
  quantity: number;
}

const rows: StockItem[] = [
  { id: 'A-100', product: 'Espresso beans 1 kg', warehouse: 'Rotterdam', quantity: 120 },
  { id: 'A-101', product: 'Oat milk 1 l', warehouse: 'Rotterdam', quantity: 340 },
  { id: 'A-102', product: 'Paper cups 12 oz', warehouse: 'Hamburg', quantity: 2500 },
  { id: 'A-103', product: 'Cane sugar sticks', warehouse: 'Antwerp', quantity: 8000 },
  { id: 'A-104', product: 'Chai concentrate', warehouse: 'Hamburg', quantity: 64 },
];

const NEW_PRODUCTS = ['Decaf beans 500 g', 'Almond milk 1 l', 'Wooden stirrers', 'Cocoa powder'] as const;

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'Item', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function UpdateRowsMethod() {
  const apiRef = useGridApiRef();
  const added = React.useRef(0);

  // updateRows() merges each object into the row with the same id, or inserts it when the id is new.
  const restock = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    apiRef.current?.updateRows(
      ids.map((id) => {
        const row = apiRef.current?.getRow<StockItem>(id);
        return { id, quantity: (row?.quantity ?? 0) + 50 };
      }),
    );
  };

  const addItem = () => {
    const n = added.current;
    added.current += 1;
    apiRef.current?.updateRows([
      {
        id: `B-${200 + n}`,
        product: NEW_PRODUCTS[n % NEW_PRODUCTS.length],
        warehouse: 'Antwerp',
        quantity: 40 + n * 10,
      },
    ]);
  };

  // `_action: 'delete'` removes the row with that id.
  const removeLast = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    const last = ids[ids.length - 1];
    if (last !== undefined) {
      apiRef.current?.updateRows([{ id: last, _action: 'delete' }]);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={restock}>
          Restock all (+50)
        </Button>
        <Button size="small" variant="outlined" onClick={addItem}>
          Add an item
        </Button>
        <Button size="small" variant="outlined" onClick={removeLast}>
          Remove the last item
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}

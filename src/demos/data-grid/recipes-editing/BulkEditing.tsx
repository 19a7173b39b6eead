import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
  onSale: boolean;
}

const initialRows: Product[] = [
  { id: 1, name: 'Linen shirt', price: 59, stock: 34, onSale: false },
  { id: 2, name: 'Wool scarf', price: 39, stock: 12, onSale: true },
  { id: 3, name: 'Denim jacket', price: 119, stock: 8, onSale: false },
  { id: 4, name: 'Canvas sneakers', price: 74, stock: 21, onSale: false },
  { id: 5, name: 'Leather belt', price: 45, stock: 40, onSale: true },
  { id: 6, name: 'Cotton hoodie', price: 68, stock: 17, onSale: false },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'onSale', headerName: 'On sale', type: 'boolean', width: 100, editable: true },
];

export default function BulkEditing() {
  // What the server has, and the edits made since the last save, by row id.
  const [savedRows, setSavedRows] = React.useState(initialRows);
  const [changes, setChanges] = React.useState<Record<number, Product>>({});
  const [saving, setSaving] = React.useState(false);

  const rows = React.useMemo(() => savedRows.map((row) => changes[row.id] ?? row), [savedRows, changes]);
  const changeCount = Object.keys(changes).length;

  // Keep each edit on the client instead of sending it right away.
  const processRowUpdate = (newRow: Product) => {
    setChanges((previous) => ({ ...previous, [newRow.id]: newRow }));
    return newRow;
  };

  const getCellClassName = (params: GridCellParams<Product>) => {
    const saved = savedRows.find((row) => row.id === params.id);
    return saved && changes[saved.id] && saved[params.field as keyof Product] !== params.value ? 'unsaved' : '';
  };

  // Stands in for one request that sends every change at once.
  const saveChanges = () => {
    setSaving(true);
    setTimeout(() => {
      setSavedRows(rows);
      setChanges({});
      setSaving(false);
    }, 600);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={changeCount === 0 || saving} onClick={saveChanges}>
          Save changes
        </Button>
        <Button size="small" variant="outlined" disabled={changeCount === 0 || saving} onClick={() => setChanges({})}>
          Discard changes
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {saving ? 'Saving…' : `${changeCount} unsaved ${changeCount === 1 ? 'row' : 'rows'}`}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 372,
          '& .unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.18) },
        })}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          loading={saving}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

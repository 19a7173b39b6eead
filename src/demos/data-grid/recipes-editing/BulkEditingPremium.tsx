import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Linen shirt', category: 'Tops', price: 59, stock: 34 },
  { id: 2, name: 'Wool scarf', category: 'Accessories', price: 39, stock: 12 },
  { id: 3, name: 'Denim jacket', category: 'Outerwear', price: 119, stock: 8 },
  { id: 4, name: 'Canvas sneakers', category: 'Shoes', price: 74, stock: 21 },
  { id: 5, name: 'Leather belt', category: 'Accessories', price: 45, stock: 40 },
  { id: 6, name: 'Cotton hoodie', category: 'Tops', price: 68, stock: 17 },
  { id: 7, name: 'Rain parka', category: 'Outerwear', price: 149, stock: 6 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'category', headerName: 'Category', width: 130, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

// The rows whose values differ from the saved ones.
function countUnsaved(current: Map<GridRowId, GridValidRowModel>, saved: Product[]): number {
  return saved.filter((row) => {
    const edited = current.get(row.id);
    return edited !== undefined && columns.some(({ field }) => edited[field] !== row[field as keyof Product]);
  }).length;
}

export default function BulkEditingPremium() {
  const apiRef = useGridApiRef();
  // The saved rows; the grid itself holds the edited values until they are saved.
  const [savedRows, setSavedRows] = React.useState(initialRows);
  const [unsaved, setUnsaved] = React.useState(0);
  const [saving, setSaving] = React.useState(false);

  // Counts from the grid's rows, plus the rows about to be applied.
  const refreshCount = (pending: Iterable<GridValidRowModel> = []) => {
    const current = new Map(apiRef.current?.getRowModels());
    for (const row of pending) {
      current.set(row.id as GridRowId, row);
    }
    setUnsaved(countUnsaved(current, savedRows));
  };

  const processRowUpdate = (newRow: Product) => {
    refreshCount([newRow]);
    return newRow;
  };

  const getCellClassName = (params: GridCellParams<Product>) => {
    const saved = savedRows.find((row) => row.id === params.id);
    return saved && saved[params.field as keyof Product] !== params.value ? 'unsaved' : '';
  };

  // Stands in for one request that sends every changed row at once.
  const saveChanges = () => {
    const current = Array.from(apiRef.current?.getRowModels().values() ?? []) as Product[];
    setSaving(true);
    setTimeout(() => {
      setSavedRows(current);
      setUnsaved(0);
      setSaving(false);
    }, 600);
  };

  const discardChanges = () => {
    apiRef.current?.setRows(savedRows);
    setUnsaved(0);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={unsaved === 0 || saving} onClick={saveChanges}>
          Save changes
        </Button>
        <Button size="small" variant="outlined" disabled={unsaved === 0 || saving} onClick={discardChanges}>
          Discard changes
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {saving ? 'Saving…' : `${unsaved} unsaved ${unsaved === 1 ? 'row' : 'rows'}`}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 424,
          '& .unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.18) },
        })}
      >
        <DataGridPremium
          apiRef={apiRef}
          rows={savedRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          loading={saving}
          processRowUpdate={processRowUpdate}
          // Undo and redo (Ctrl+Z, Ctrl+Y) change the rows without processRowUpdate.
          onUndo={() => refreshCount()}
          onRedo={() => refreshCount()}
          // A paste applies its rows shortly after this event: count them as pending.
          onClipboardPasteEnd={(params) => refreshCount(params.newRows.values())}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

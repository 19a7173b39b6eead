import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockItem {
  id: string;
  product: string;
  quantity: number;
  price: number;
  warehouse: string;
}

const rows: StockItem[] = [
  { id: 'SKU-1041', product: 'Oak desk lamp', quantity: 42, price: 39.9, warehouse: 'Rotterdam' },
  { id: 'SKU-1042', product: 'Linen cushion cover', quantity: 180, price: 14.5, warehouse: 'Lyon' },
  { id: 'SKU-1043', product: 'Ceramic mug, set of 4', quantity: 65, price: 28, warehouse: 'Rotterdam' },
  { id: 'SKU-1044', product: 'Wool throw blanket', quantity: 23, price: 79, warehouse: 'Poznań' },
  { id: 'SKU-1045', product: 'Walnut cutting board', quantity: 57, price: 34.95, warehouse: 'Lyon' },
  { id: 'SKU-1046', product: 'Glass carafe', quantity: 91, price: 22.5, warehouse: 'Poznań' },
  { id: 'SKU-1047', product: 'Cotton bath towel', quantity: 240, price: 12.9, warehouse: 'Rotterdam' },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['Rotterdam', 'Lyon', 'Poznań'],
    width: 120,
    editable: true,
  },
];

// Tab-separated values, the format spreadsheets put on the clipboard.
const sample = ['Bamboo desk lamp\t30\t44.00\tLyon', 'Stoneware bowl\t120\t9.50\tPoznań'].join('\n');

export default function PasteBasic() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label="Two rows to copy (select all, then Ctrl+C)"
        value={sample}
        multiline
        rows={2}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
      </Box>
    </Stack>
  );
}

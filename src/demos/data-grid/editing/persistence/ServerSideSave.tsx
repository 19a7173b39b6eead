import * as React from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Ceramic pour-over dripper', sku: 'CF-101', price: 24.9, stock: 120 },
  { id: 2, name: 'Burr coffee grinder', sku: 'CF-204', price: 149, stock: 35 },
  { id: 3, name: 'Gooseneck kettle, 1 L', sku: 'CF-310', price: 69.5, stock: 58 },
  { id: 4, name: 'Paper filters, pack of 100', sku: 'CF-402', price: 6.75, stock: 640 },
  { id: 5, name: 'Glass carafe, 600 ml', sku: 'CF-515', price: 29, stock: 74 },
];

// Stands in for PUT /api/products/:id. The server checks the row and answers
// after 600 ms with the stored version, or refuses it with a message.
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.name.trim() === '') {
        reject(new Error('The server refused the change: a product needs a name.'));
      } else if (product.price <= 0) {
        reject(new Error(`The server refused the change: the price of ${product.sku} must be above zero.`));
      } else if (product.stock < 0) {
        reject(new Error(`The server refused the change: the stock of ${product.sku} cannot be negative.`));
      } else {
        resolve({ ...product, name: product.name.trim() });
      }
    }, 600);
  });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'sku', headerName: 'SKU', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
];

type Message = Pick<AlertProps, 'severity' | 'children'>;

export default function ServerSideSave() {
  const [message, setMessage] = React.useState<Message | null>(null);

  // The grid waits for the promise: the cell stays in edit mode until the server answers.
  const processRowUpdate = React.useCallback(async (newRow: Product) => {
    const savedRow = await saveProduct(newRow);
    setMessage({ severity: 'success', children: `${savedRow.name} saved.` });
    return savedRow;
  }, []);

  // A rejected promise keeps the cell in edit mode with the refused value; tell the reader why.
  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setMessage({ severity: 'error', children: error.message });
  }, []);

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
        hideFooter
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={5000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {message === null ? undefined : <Alert variant="filled" {...message} onClose={() => setMessage(null)} />}
      </Snackbar>
    </Box>
  );
}

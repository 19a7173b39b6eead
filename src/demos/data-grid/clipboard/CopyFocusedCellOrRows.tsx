import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, price: 14.99 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, price: 16.5 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, price: 12.75 },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, price: 18 },
  { id: 5, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, price: 11.25 },
  { id: 6, title: 'The Name of the Rose', author: 'Umberto Eco', year: 1980, price: 15.4 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function CopyFocusedCellOrRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Last copied text
        </Typography>
        <Box
          component="pre"
          aria-live="polite"
          // Scrolls when the copied text is long: a keyboard reader can focus it to scroll.
          role="region"
          aria-label="Last copied cells"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            minHeight: 64,
            maxHeight: 120,
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {copied || 'Click a cell or tick some rows, then press Ctrl+C (⌘+C on macOS).'}
        </Box>
      </div>
    </Stack>
  );
}

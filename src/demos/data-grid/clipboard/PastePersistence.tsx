import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const initialRows: Listing[] = [
  { id: 1, address: '14 Rue des Martyrs', city: 'Paris', bedrooms: 2, rent: 1850 },
  { id: 2, address: '221 Calle de Alcalá', city: 'Madrid', bedrooms: 3, rent: 1420 },
  { id: 3, address: '8 Prinsengracht', city: 'Amsterdam', bedrooms: 1, rent: 1690 },
  { id: 4, address: '37 Via Tornabuoni', city: 'Florence', bedrooms: 2, rent: 1300 },
  { id: 5, address: '5 Kastanienallee', city: 'Berlin', bedrooms: 3, rent: 1580 },
  { id: 6, address: '92 Rua Augusta', city: 'Lisbon', bedrooms: 1, rent: 1050 },
];

// A fake server: it keeps its own copy of the rows and answers after 600 ms.
const serverRows = new Map<number, Listing>(initialRows.map((row) => [row.id, row]));

async function saveListing(row: Listing): Promise<Listing> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (row.rent <= 0) {
    throw new Error(`The rent of ${row.address} must be above zero.`);
  }
  serverRows.set(row.id, row);
  return row;
}

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170, editable: true },
  { field: 'city', headerName: 'City', width: 120, editable: true },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100, editable: true },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100, editable: true },
];

export default function PastePersistence() {
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('Copy a range of cells, click another cell and paste.');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert severity={message.startsWith('Error') ? 'error' : 'info'} aria-live="polite">
        {message}
      </Alert>
      <Box sx={{ height: 370 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          loading={saving}
          processRowUpdate={saveListing}
          onProcessRowUpdateError={(error: Error) => setMessage(`Error: ${error.message}`)}
          onClipboardPasteStart={() => {
            setSaving(true);
            setMessage('Saving the pasted values…');
          }}
          onClipboardPasteEnd={(params) => {
            setSaving(false);
            setMessage(`Saved ${params.newRows.size} of ${params.oldRows.size} changed rows.`);
          }}
        />
      </Box>
    </Stack>
  );
}

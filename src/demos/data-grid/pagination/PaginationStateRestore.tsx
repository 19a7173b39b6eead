import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  city: string;
}

const FIRST = ['Ana', 'Ben', 'Chloe', 'David', 'Elif', 'Farah', 'Goran', 'Hana', 'Ivan', 'Julia', 'Kwame'] as const;
const LAST = ['Silva', 'Nguyen', 'Schmidt', 'Okoro', 'Rossi', 'Larsen', 'Kowalski', 'Haddad'] as const;
const COMPANIES = ['Northwind', 'Globex', 'Initech', 'Hooli', 'Vandelay', 'Acme'] as const;
const CITIES = ['Berlin', 'Lagos', 'Melbourne', 'Montreal', 'Porto', 'Seoul', 'Denver'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 60 contacts built from the row index.
const rows: Contact[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${pick(FIRST, index)} ${pick(LAST, index * 3)}`,
  company: pick(COMPANIES, index * 5),
  city: pick(CITIES, index * 2),
}));

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'company', headerName: 'Company', width: 130 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function PaginationStateRestore() {
  const apiRef = useGridApiRef();
  // In an app this would go to localStorage, the URL or your server.
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const savedModel = saved?.pagination?.paginationModel;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (apiRef.current) {
              setSaved(apiRef.current.exportState());
            }
          }}
        >
          Save position
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={saved === null}
          onClick={() => {
            if (apiRef.current && saved) {
              apiRef.current.restoreState(saved);
            }
          }}
        >
          Restore position
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {savedModel
            ? `Saved: page ${(savedModel.page ?? 0) + 1}, ${savedModel.pageSize ?? 10} rows per page`
            : 'Nothing saved yet'}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  areaM2: number;
  agent: string;
  price: number;
}

const rows: Listing[] = [
  {
    id: 1,
    address: '14 Canal Street',
    city: 'Amsterdam',
    bedrooms: 2,
    areaM2: 74,
    agent: 'Eva de Vries',
    price: 545000,
  },
  { id: 2, address: '3 Rue des Lilas', city: 'Paris', bedrooms: 1, areaM2: 38, agent: 'Julien Martin', price: 412000 },
  {
    id: 3,
    address: '88 Calle Mayor',
    city: 'Madrid',
    bedrooms: 3,
    areaM2: 102,
    agent: 'Lucía Fernández',
    price: 498000,
  },
  { id: 4, address: '21 Via Roma', city: 'Turin', bedrooms: 2, areaM2: 81, agent: 'Marco Bianchi', price: 289000 },
  {
    id: 5,
    address: '5 Kongens Gade',
    city: 'Copenhagen',
    bedrooms: 4,
    areaM2: 128,
    agent: 'Freja Holm',
    price: 865000,
  },
  { id: 6, address: '60 Hauptstraße', city: 'Graz', bedrooms: 3, areaM2: 95, agent: 'Lukas Gruber', price: 379000 },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', width: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'areaM2', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'agent', headerName: 'Agent', width: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function PinningApiRef() {
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});
  const pricePinned = pinned.right?.includes('price') ?? false;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (apiRef.current?.isColumnPinned('price')) {
              apiRef.current.unpinColumn('price');
            } else {
              apiRef.current?.pinColumn('price', GridPinnedColumnPosition.RIGHT);
            }
          }}
        >
          {pricePinned ? 'Unpin price' : 'Pin price to the right'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPinnedColumns({ left: ['address', 'city'] })}
        >
          Pin address and city only
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Pinned: {[...(pinned.left ?? []), ...(pinned.right ?? [])].join(', ') || 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} onPinnedColumnsChange={setPinned} hideFooter />
      </Box>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Property {
  id: number;
  address: string;
  city: string;
  price: number;
  bedrooms: number;
  listedOn: Date;
}

const rows: Property[] = [
  { id: 1, address: '14 Canal Street', city: 'Amsterdam', price: 545000, bedrooms: 2, listedOn: new Date(2025, 3, 2) },
  { id: 2, address: '3 Rue des Lilas', city: 'Paris', price: 412000, bedrooms: 1, listedOn: new Date(2025, 3, 5) },
  { id: 3, address: '88 Calle Mayor', city: 'Madrid', price: 498000, bedrooms: 3, listedOn: new Date(2025, 3, 9) },
  { id: 4, address: '21 Via Roma', city: 'Turin', price: 289000, bedrooms: 2, listedOn: new Date(2025, 3, 11) },
  { id: 5, address: '5 Kongens Gade', city: 'Copenhagen', price: 865000, bedrooms: 4, listedOn: new Date(2025, 3, 16) },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', width: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'listedOn', headerName: 'Listed', type: 'date', width: 130 },
];

export default function ColumnOrderState() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnIndex('price', 0)}>
          Move price first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const last = (apiRef.current?.getAllColumns().length ?? 1) - 1;
            apiRef.current?.setColumnIndex('price', last);
          }}
        >
          Move price last
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // The columns start in this order, whatever their order in `columns`.
          initialState={{ columns: { orderedFields: ['city', 'address', 'price', 'bedrooms', 'listedOn'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

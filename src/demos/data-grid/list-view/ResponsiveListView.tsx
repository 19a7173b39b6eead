import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Property {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  area: number;
  price: number;
}

const rows: Property[] = [
  { id: 1, address: '42 Maple Avenue', city: 'Portland', bedrooms: 3, area: 142, price: 585000 },
  { id: 2, address: '7 Harbour Road', city: 'Halifax', bedrooms: 2, area: 96, price: 412000 },
  { id: 3, address: '118 Elm Street', city: 'Madison', bedrooms: 4, area: 188, price: 639000 },
  { id: 4, address: '9 Ocean Drive', city: 'San Diego', bedrooms: 3, area: 131, price: 1120000 },
  { id: 5, address: '260 Pine Crescent', city: 'Boulder', bedrooms: 5, area: 243, price: 1385000 },
  { id: 6, address: '15 Willow Lane', city: 'Savannah', bedrooms: 2, area: 88, price: 349000 },
  { id: 7, address: '3 Cedar Court', city: 'Burlington', bedrooms: 3, area: 120, price: 468000 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function PropertyCard({ row }: GridRenderCellParams<Property>) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.address}, {row.city}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {row.bedrooms} bedrooms · {row.area} m²
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500, flexShrink: 0 }}>
        {usd.format(row.price)}
      </Typography>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Property> = {
  field: 'listColumn',
  renderCell: (params) => <PropertyCard {...params} />,
};

export default function ResponsiveListView() {
  const theme = useTheme();
  // Narrower than the `md` breakpoint (900 px): show the list.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={isSmallScreen}
        listViewColumn={listViewColumn}
        rowHeight={isSmallScreen ? 64 : 52}
        hideFooter
      />
    </Box>
  );
}

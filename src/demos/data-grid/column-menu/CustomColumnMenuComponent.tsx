import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  stock: number;
}

const rows: Product[] = [
  { id: 1, sku: 'KT-1042', name: 'Cast iron skillet, 26 cm', category: 'Kitchen', stock: 42 },
  { id: 2, sku: 'KT-2210', name: 'Chef knife, 20 cm', category: 'Kitchen', stock: 6 },
  { id: 3, sku: 'GD-0311', name: 'Pruning shears', category: 'Garden', stock: 18 },
  { id: 4, sku: 'GD-0987', name: 'Watering can, 8 L', category: 'Garden', stock: 3 },
  { id: 5, sku: 'HM-5520', name: 'Linen duvet cover', category: 'Home', stock: 27 },
  { id: 6, sku: 'HM-6004', name: 'Ceramic table lamp', category: 'Home', stock: 8 },
  { id: 7, sku: 'KT-3175', name: 'Bamboo cutting board', category: 'Kitchen', stock: 55 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// The whole menu is replaced: only the items listed here are shown.
function CompactColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      {colDef.field === 'stock' && (
        <MenuItem
          onClick={(event) => {
            apiRef.current.setFilterModel({
              items: [{ field: 'stock', operator: '<', value: 10 }],
            });
            hideMenu(event);
          }}
        >
          <ListItemIcon>
            <WarningAmberIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Show low stock only</ListItemText>
        </MenuItem>
      )}
    </GridColumnMenuContainer>
  );
}

export default function CustomColumnMenuComponent() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CompactColumnMenu }} hideFooter />
    </Box>
  );
}

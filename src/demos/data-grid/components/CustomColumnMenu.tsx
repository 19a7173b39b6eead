import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  country: string;
  contact: string;
  rating: number;
}

const rows: Supplier[] = [
  { id: 1, name: 'Nordic Timber AB', country: 'Sweden', contact: 'Elin Sandberg', rating: 4.6 },
  { id: 2, name: 'Andes Copper SA', country: 'Chile', contact: 'Diego Fuentes', rating: 4.1 },
  { id: 3, name: 'Rhine Polymers GmbH', country: 'Germany', contact: 'Tobias Braun', rating: 3.8 },
  { id: 4, name: 'Kanto Precision KK', country: 'Japan', contact: 'Aiko Sato', rating: 4.9 },
  { id: 5, name: 'Cape Textiles Ltd', country: 'South Africa', contact: 'Thabo Nkosi', rating: 4.3 },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

// A menu item receives the column and a handler that closes the menu.
function CopyColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const copy = (event: React.MouseEvent<HTMLElement>) => {
    const values = apiRef.current.getSortedRowIds().map((id) => apiRef.current.getCellValue(id, colDef.field));
    void navigator.clipboard?.writeText(values.join('\n'));
    onClick(event);
  };
  return (
    <MenuItem onClick={copy}>
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy column values</ListItemText>
    </MenuItem>
  );
}

function SupplierColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Add an item: any key that is not a built-in one.
        columnMenuCopyItem: CopyColumnItem,
        // Remove a built-in item by setting it to null.
        columnMenuColumnsItem: null,
      }}
      slotProps={{
        // Built-in items are ordered 10 (sort), 20 (filter) and 30 (columns).
        columnMenuCopyItem: { displayOrder: 15 },
      }}
    />
  );
}

export default function CustomColumnMenu() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: SupplierColumnMenu }} hideFooter />
    </Box>
  );
}

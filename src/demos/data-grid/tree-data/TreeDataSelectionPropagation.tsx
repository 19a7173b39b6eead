import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-pro';

interface Permission {
  id: number;
  path: string[];
  description: string;
}

const rows: Permission[] = [
  { id: 1, path: ['Orders'], description: 'Everything about customer orders' },
  { id: 2, path: ['Orders', 'View orders'], description: 'See the order list and details' },
  { id: 3, path: ['Orders', 'Edit orders'], description: 'Change addresses and quantities' },
  { id: 4, path: ['Orders', 'Issue refunds'], description: 'Refund part or all of an order' },
  { id: 5, path: ['Catalogue'], description: 'Products and prices' },
  { id: 6, path: ['Catalogue', 'Products'], description: 'Create and archive products' },
  { id: 7, path: ['Catalogue', 'Products', 'Edit descriptions'], description: 'Titles, photos and text' },
  { id: 8, path: ['Catalogue', 'Products', 'Edit prices'], description: 'List and sale prices' },
  { id: 9, path: ['Catalogue', 'Discount codes'], description: 'Create and expire codes' },
  { id: 10, path: ['Reports'], description: 'Sales and stock reports' },
];

const columns: GridColDef<Permission>[] = [{ field: 'description', headerName: 'Description', flex: 1, minWidth: 220 }];

const groupingColDef: GridGroupingColDefOverride<Permission> = { headerName: 'Permission', width: 240 };

const getTreeDataPath = (row: Permission) => row.path;

export default function TreeDataSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))}
            />
          }
          label="Select descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, parents: event.target.checked }))}
            />
          }
          label="Select parents"
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={propagation}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

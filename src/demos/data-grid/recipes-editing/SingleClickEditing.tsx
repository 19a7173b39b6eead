import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Item {
  id: number;
  item: string;
  quantity: number;
  unit: string;
  checked: boolean;
}

const rows: Item[] = [
  { id: 1, item: 'Rolled oats', quantity: 2, unit: 'kg', checked: false },
  { id: 2, item: 'Whole milk', quantity: 3, unit: 'l', checked: true },
  { id: 3, item: 'Free-range eggs', quantity: 12, unit: 'pcs', checked: false },
  { id: 4, item: 'Cherry tomatoes', quantity: 500, unit: 'g', checked: false },
  { id: 5, item: 'Sourdough loaf', quantity: 1, unit: 'pcs', checked: true },
];

const columns: GridColDef<Item>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'unit',
    headerName: 'Unit',
    type: 'singleSelect',
    valueOptions: ['g', 'kg', 'l', 'pcs'],
    width: 100,
    editable: true,
  },
  { field: 'checked', headerName: 'In basket', type: 'boolean', width: 110, editable: true },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) {
      return;
    }
    // Clicks inside a menu or a popup of the editor do not target the cell itself.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      // Every cell that was in edit mode goes back to view mode, which saves it...
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        next[id] = {};
        Object.keys(fields).forEach((field) => {
          next[id]![field] = { mode: GridCellModes.View };
        });
      });
      // ...and the clicked cell enters edit mode.
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}

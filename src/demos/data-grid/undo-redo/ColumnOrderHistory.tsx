import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  useGridApiRef,
  type GridApiPremium,
  type GridColDef,
  type GridEvents,
  type GridColumnOrderChangeParams,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';

interface Country {
  id: string;
  name: string;
  capital: string;
  population: number;
  currency: string;
}

const rows: Country[] = [
  { id: 'JP', name: 'Japan', capital: 'Tokyo', population: 124.5, currency: 'Yen' },
  { id: 'BR', name: 'Brazil', capital: 'Brasília', population: 216.4, currency: 'Real' },
  { id: 'DE', name: 'Germany', capital: 'Berlin', population: 84.5, currency: 'Euro' },
  { id: 'KE', name: 'Kenya', capital: 'Nairobi', population: 55.1, currency: 'Shilling' },
  { id: 'CA', name: 'Canada', capital: 'Ottawa', population: 40.1, currency: 'Dollar' },
  { id: 'IN', name: 'India', capital: 'New Delhi', population: 1428.6, currency: 'Rupee' },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', width: 130, editable: true },
  { field: 'capital', headerName: 'Capital', width: 130, editable: true },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140, editable: true },
  { field: 'currency', headerName: 'Currency', width: 120, editable: true },
];

// What one column move needs to be undone and redone.
interface ColumnMove {
  field: string;
  oldIndex: number;
  targetIndex: number;
}

export default function ColumnOrderHistory() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    const columnOrderChange: GridHistoryEventHandler<ColumnMove> = {
      store: (params: GridColumnOrderChangeParams) =>
        params.oldIndex === params.targetIndex
          ? null
          : { field: params.column.field, oldIndex: params.oldIndex, targetIndex: params.targetIndex },
      undo: (move) => apiRef.current?.setColumnIndex(move.field, move.oldIndex),
      redo: (move) => apiRef.current?.setColumnIndex(move.field, move.targetIndex),
    };
    return {
      // Passing a map replaces the defaults, so keep the cell edit handler.
      cellEditStop: createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>),
      columnOrderChange,
    } as Record<GridEvents, GridHistoryEventHandler>;
  }, [apiRef]);

  // Drag a column header to a new place, then undo with the toolbar or Ctrl+Z.
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        historyEventHandlers={historyEventHandlers}
      />
    </Box>
  );
}

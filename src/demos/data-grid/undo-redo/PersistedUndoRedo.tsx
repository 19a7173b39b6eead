import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  useGridApiRef,
  type GridApiPremium,
  type GridCellEditStopParams,
  type GridColDef,
  type GridEvents,
  type GridHistoryEventHandler,
  type GridRowId,
} from '@mui/x-data-grid-premium';

interface Room {
  id: number;
  hotel: string;
  room: string;
  rate: number;
  notes: string;
}

const rows: Room[] = [
  { id: 1, hotel: 'Hotel Alma', room: 'Double, garden view', rate: 145, notes: '' },
  { id: 2, hotel: 'Hotel Alma', room: 'Junior suite', rate: 260, notes: 'Late checkout' },
  { id: 3, hotel: 'Casa Mar', room: 'Single', rate: 95, notes: '' },
  { id: 4, hotel: 'Casa Mar', room: 'Double, sea view', rate: 180, notes: 'Balcony' },
  { id: 5, hotel: 'The Linden', room: 'Twin', rate: 130, notes: '' },
  { id: 6, hotel: 'The Linden', room: 'Family room', rate: 210, notes: 'Cot available' },
];

const columns: GridColDef<Room>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 120 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 150, editable: true },
  { field: 'rate', headerName: 'Rate (€)', type: 'number', width: 100, editable: true },
  { field: 'notes', headerName: 'Notes (no undo)', width: 150, editable: true },
];

// A fake server call that takes 400 ms.
async function saveCell(id: GridRowId, field: string, value: unknown): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return `Saved room ${String(id)}: ${field} = ${JSON.stringify(value)}`;
}

export default function PersistedUndoRedo() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const addToLog = React.useCallback((line: string) => setLog((previous) => [line, ...previous].slice(0, 4)), []);

  const historyEventHandlers = React.useMemo(() => {
    // The default handler for cell edits, reused and extended.
    const cellEdit = createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>);
    const persistedCellEdit: typeof cellEdit = {
      ...cellEdit,
      // Edits to the notes column are not recorded.
      store: (params: GridCellEditStopParams) => (params.field === 'notes' ? null : cellEdit.store(params)),
      undo: async (data) => {
        addToLog(`Undo: ${await saveCell(data.id, data.field, data.oldValue)}`);
        await cellEdit.undo(data);
      },
      redo: async (data) => {
        addToLog(`Redo: ${await saveCell(data.id, data.field, data.newValue)}`);
        await cellEdit.redo(data);
      },
    };
    // Only the events listed here are recorded.
    return { cellEditStop: persistedCellEdit } as Record<GridEvents, GridHistoryEventHandler>;
  }, [apiRef, addToLog]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          historyEventHandlers={historyEventHandlers}
          processRowUpdate={async (newRow: Room, oldRow: Room) => {
            const field = (Object.keys(newRow) as (keyof Room)[]).find((key) => newRow[key] !== oldRow[key]);
            if (field) {
              addToLog(`Edit: ${await saveCell(newRow.id, field, newRow[field])}`);
            }
            return newRow;
          }}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Server log
        </Typography>
        <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 2.5, minHeight: 96, typography: 'body2' }}>
          {log.length === 0 ? (
            <li>Edit a room or a rate, then undo.</li>
          ) : (
            log.map((line, index) => <li key={index}>{line}</li>)
          )}
        </Box>
      </div>
    </Stack>
  );
}

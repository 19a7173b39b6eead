import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  day: string;
  hours: number;
}

const rows: Shift[] = [
  { id: 1, nurse: 'Grace Mensah', ward: 'Cardiology', day: 'Monday', hours: 8 },
  { id: 2, nurse: 'Tomás Herrera', ward: 'Pediatrics', day: 'Monday', hours: 12 },
  { id: 3, nurse: 'Hannah Fischer', ward: 'Oncology', day: 'Tuesday', hours: 8 },
  { id: 4, nurse: 'Kenji Watanabe', ward: 'Emergency', day: 'Tuesday', hours: 12 },
  { id: 5, nurse: 'Olivia Brooks', ward: 'Cardiology', day: 'Wednesday', hours: 8 },
  { id: 6, nurse: 'Fatima Zahra', ward: 'Maternity', day: 'Thursday', hours: 10 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150, editable: true },
  { field: 'ward', headerName: 'Ward', width: 120, editable: true },
  { field: 'day', headerName: 'Day', width: 110, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
];

interface PendingPaste {
  cellCount: number;
  resolve: () => void;
  reject: () => void;
}

export default function ConfirmPaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // The grid waits for this promise: resolve to paste, reject to cancel.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        const cellCount = data.reduce((total, line) => total + line.length, 0);
        setPending({ cellCount, resolve, reject });
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    if (pending) {
      if (confirmed) {
        pending.resolve();
      } else {
        pending.reject();
      }
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title">Paste into the rota?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? `${pending.cellCount} values will replace the shifts below the focused cell.` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

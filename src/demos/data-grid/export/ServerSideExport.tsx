import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGridPro,
  Toolbar,
  type GridColDef,
  type GridPaginationModel,
  type GridSlotProps,
} from '@mui/x-data-grid-pro';

interface Payment {
  id: number;
  payer: string;
  method: 'Card' | 'Bank transfer' | 'PayPal';
  amount: number;
}

const PAYERS = [
  'Ana Costa',
  'Ben Carter',
  'Chen Wei',
  'Dana Levi',
  'Emeka Obi',
  'Fatima Zahra',
  'Gustav Berg',
] as const;
const METHODS = ['Card', 'Bank transfer', 'PayPal'] as const;

// The server's table: 250 payments built from the index.
const SERVER_ROWS: Payment[] = Array.from({ length: 250 }, (_, index) => ({
  id: 70001 + index,
  payer: PAYERS[(index * 5) % PAYERS.length] ?? 'Ana Costa',
  method: METHODS[index % METHODS.length] ?? 'Card',
  amount: 12 + ((index * 389) % 4800) / 10,
}));

// A fake API: one page for the grid...
async function fetchPage({ page, pageSize }: GridPaginationModel) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return { rows: SERVER_ROWS.slice(page * pageSize, (page + 1) * pageSize), rowCount: SERVER_ROWS.length };
}

// ...and a whole file for the export, as a real endpoint would stream it.
async function fetchCsvExport() {
  await new Promise((resolve) => setTimeout(resolve, 800));
  const lines = SERVER_ROWS.map((row) => [row.id, row.payer, row.method, row.amount.toFixed(2)].join(','));
  return ['Payment,Payer,Method,Amount', ...lines].join('\r\n');
}

const columns: GridColDef<Payment>[] = [
  { field: 'id', headerName: 'Payment', width: 100, sortable: false },
  { field: 'payer', headerName: 'Payer', flex: 1, minWidth: 150, sortable: false },
  { field: 'method', headerName: 'Method', width: 130, sortable: false },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, sortable: false },
];

declare module '@mui/x-data-grid-pro' {
  interface ToolbarPropsOverrides {
    onServerExport: () => void;
    exporting: boolean;
  }
}

function ServerExportToolbar({ onServerExport, exporting }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Button size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={onServerExport} loading={exporting}>
        Export all 250 rows (CSV)
      </Button>
    </Toolbar>
  );
}

export default function ServerSideExport() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Payment[]>([]);
  const [rowCount, setRowCount] = React.useState(SERVER_ROWS.length);
  const [loading, setLoading] = React.useState(true);
  const [exporting, setExporting] = React.useState(false);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchPage(paginationModel).then((result) => {
      if (!ignore) {
        setRows(result.rows);
        setRowCount(result.rowCount);
        setLoading(false);
      }
    });
    return () => {
      ignore = true;
    };
  }, [paginationModel]);

  const handleServerExport = async () => {
    setExporting(true);
    const csv = await fetchCsvExport();
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'payments.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
    setExporting(false);
  };

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        pagination
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        showToolbar
        slots={{ toolbar: ServerExportToolbar }}
        slotProps={{ toolbar: { onServerExport: handleServerExport, exporting } }}
      />
    </Box>
  );
}

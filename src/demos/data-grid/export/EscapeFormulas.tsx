import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Feedback {
  id: number;
  customer: string;
  comment: string;
}

// Text typed by customers: some of it starts like a spreadsheet formula.
const rows: Feedback[] = [
  { id: 1, customer: 'Priya Nair', comment: 'Fast delivery, thank you!' },
  { id: 2, customer: 'Marco Bianchi', comment: '=HYPERLINK("http://example.com/claim","Claim refund")' },
  { id: 3, customer: 'Aiko Tanaka', comment: '+1 for the new packaging' },
  { id: 4, customer: 'Lena Fischer', comment: '-2 stars: the box was damaged' },
  { id: 5, customer: 'Omar Haddad', comment: '@support please call me back' },
];

const columns: GridColDef<Feedback>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260 },
];

export default function EscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
        label="escapeFormulas"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="subtitle2" component="p">
        CSV output
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="CSV output with escaped formulas"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflow: 'auto', height: 150, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Stack>
  );
}

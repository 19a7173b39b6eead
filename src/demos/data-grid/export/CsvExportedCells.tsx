import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  firstName: string;
  lastName: string;
  hotel: string;
  checkIn: Date;
  nights: number;
  rate: number;
}

const rows: Booking[] = [
  {
    id: 1,
    firstName: 'Elena',
    lastName: 'Petrova',
    hotel: 'Harbour View, Lisbon',
    checkIn: new Date(2025, 5, 12),
    nights: 3,
    rate: 182,
  },
  {
    id: 2,
    firstName: 'Kwame',
    lastName: 'Mensah',
    hotel: 'The Linden, Vienna',
    checkIn: new Date(2025, 5, 14),
    nights: 5,
    rate: 145.5,
  },
  {
    id: 3,
    firstName: 'Sofia',
    lastName: 'Rossi',
    hotel: 'Casa Azul, Seville',
    checkIn: new Date(2025, 5, 20),
    nights: 2,
    rate: 210,
  },
  {
    id: 4,
    firstName: 'Tom',
    lastName: "O'Brien",
    hotel: 'Northern Lights Inn, Tromsø',
    checkIn: new Date(2025, 6, 1),
    nights: 4,
    rate: 238.9,
  },
];

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Booking>[] = [
  {
    field: 'guest',
    headerName: 'Guest',
    width: 150,
    // A computed value is exported like any other.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 200 },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
  {
    field: 'rate',
    headerName: 'Nightly rate',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function CsvExportedCells() {
  const apiRef = useGridApiRef();
  const [ignoreFormatter, setIgnoreFormatter] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef, ignoreFormatter]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreFormatter} onChange={(event) => setIgnoreFormatter(event.target.checked)} />}
        label="ignoreValueFormatterDuringExport"
      />
      <Box sx={{ height: 270 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          ignoreValueFormatterDuringExport={ignoreFormatter}
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        CSV output
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="CSV output of the exported cells"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflow: 'auto', height: 130, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Stack>
  );
}

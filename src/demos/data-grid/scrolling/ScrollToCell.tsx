import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  station: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
  jul: number;
  aug: number;
  sep: number;
}

type Month = Exclude<keyof Reading, 'id' | 'station'>;

const MONTHS: { field: Month; name: string }[] = [
  { field: 'jan', name: 'January' },
  { field: 'feb', name: 'February' },
  { field: 'mar', name: 'March' },
  { field: 'apr', name: 'April' },
  { field: 'may', name: 'May' },
  { field: 'jun', name: 'June' },
  { field: 'jul', name: 'July' },
  { field: 'aug', name: 'August' },
  { field: 'sep', name: 'September' },
];

const CITIES = ['Oslo', 'Lyon', 'Porto', 'Graz', 'Turku', 'Bergen', 'Ghent', 'Brno', 'Cork', 'Split'];

// 200 weather stations with rainfall (mm) computed from the indexes.
const rows: Reading[] = Array.from({ length: 200 }, (_, index) => {
  const rain = (month: number) => 20 + ((index * 7 + month * 13) % 90);
  return {
    id: index + 1,
    station: `${CITIES[index % CITIES.length] ?? 'Station'} ${String(Math.floor(index / CITIES.length) + 1).padStart(2, '0')}`,
    jan: rain(0),
    feb: rain(1),
    mar: rain(2),
    apr: rain(3),
    may: rain(4),
    jun: rain(5),
    jul: rain(6),
    aug: rain(7),
    sep: rain(8),
  };
});

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'station', headerName: 'Station', width: 130 },
  ...MONTHS.map(({ field, name }): GridColDef<Reading> => ({ field, headerName: name, type: 'number', width: 130 })),
];

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowNumber, setRowNumber] = React.useState('150');
  const [field, setField] = React.useState<Month>('aug');

  const rowIndex = Number(rowNumber) - 1;
  const isValid = Number.isInteger(rowIndex) && rowIndex >= 0 && rowIndex < rows.length;

  const goToCell = () => {
    const api = apiRef.current;
    if (!api || !isValid) {
      return;
    }
    const colIndex = api.getColumnIndex(field);
    api.scrollToIndexes({ rowIndex, colIndex });
    // The row id of a visible index, to move the keyboard focus there too.
    const id = api.getRowIdFromRowIndex(rowIndex);
    api.setCellFocus(id, field);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Row (1-200)"
          size="small"
          value={rowNumber}
          onChange={(event) => setRowNumber(event.target.value)}
          error={!isValid}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 120 }}
        />
        <TextField
          select
          label="Month"
          size="small"
          value={field}
          onChange={(event) => setField(event.target.value as Month)}
          sx={{ width: 150 }}
        >
          {MONTHS.map((month) => (
            <MenuItem key={month.field} value={month.field}>
              {month.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={goToCell} disabled={!isValid} sx={{ height: 40 }}>
          Go to cell
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}

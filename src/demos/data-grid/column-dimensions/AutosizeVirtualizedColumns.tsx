import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface SalesRow {
  id: number;
  store: string;
  [week: string]: number | string;
}

const STORES = [
  'Lyon Part-Dieu',
  'Milan Centrale',
  'Munich Marienplatz',
  'Vienna Mariahilf',
  'Zürich Bahnhofstrasse',
] as const;
const WEEKS = Array.from({ length: 26 }, (_, index) => `w${index + 1}`);

const rows: SalesRow[] = STORES.map((store, storeIndex) => {
  const row: SalesRow = { id: storeIndex + 1, store };
  WEEKS.forEach((week, weekIndex) => {
    row[week] = 8000 + ((storeIndex * 7919 + weekIndex * 104729) % 1200000) / 10;
  });
  return row;
});

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// 27 columns: far more than fit, so the grid only renders the ones in view.
const columns: GridColDef<SalesRow>[] = [
  { field: 'store', headerName: 'Store', width: 100 },
  ...WEEKS.map((week, index): GridColDef<SalesRow> => ({
    field: week,
    headerName: `Week ${index + 1}`,
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => currency.format(value),
  })),
];

export default function AutosizeVirtualizedColumns() {
  const apiRef = useGridApiRef();
  const [measureAll, setMeasureAll] = React.useState(true);

  const handleAutosize = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    if (measureAll) {
      // The default: every column is rendered for the measurement.
      api.autosizeColumns({ includeHeaders: true });
      return;
    }
    // Only the columns in view have cells to measure: list them, and keep
    // column virtualization on while measuring.
    const left = api.getScrollPosition().left;
    const right = left + api.getRootDimensions().viewportInnerSize.width;
    const inView = api
      .getVisibleColumns()
      .filter((column) => {
        const start = api.getColumnPosition(column.field);
        return start < right && start + column.computedWidth > left;
      })
      .map((column) => column.field);
    api.autosizeColumns({ includeHeaders: true, columns: inView, disableColumnVirtualization: false });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button variant="outlined" onClick={handleAutosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={measureAll} onChange={(event) => setMeasureAll(event.target.checked)} />}
          label="Measure columns out of view"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}

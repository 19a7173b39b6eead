import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, gridClasses, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Bergen', mon: 8.4, tue: 9.1, wed: 7.6, thu: 10.2 },
  { id: 2, station: 'Edinburgh', mon: 11.3, tue: 12.0, wed: 10.8, thu: 12.9 },
  { id: 3, station: 'Gdańsk', mon: 9.7, tue: 10.5, wed: 11.1, thu: 9.9 },
  { id: 4, station: 'Helsinki', mon: 6.2, tue: 7.0, wed: 6.8, thu: 8.1 },
  { id: 5, station: 'Reykjavík', mon: 4.9, tue: 5.6, wed: 3.8, thu: 5.2 },
  { id: 6, station: 'Tallinn', mon: 7.5, tue: 8.3, wed: 8.0, thu: 9.4 },
];

const temperature = (field: 'mon' | 'tue' | 'wed' | 'thu', headerName: string): GridColDef<Reading> => ({
  field,
  headerName,
  type: 'number',
  width: 100,
  valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
});

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  temperature('mon', 'Monday'),
  temperature('tue', 'Tuesday'),
  temperature('wed', 'Wednesday'),
  temperature('thu', 'Thursday'),
];

// A range selected on the first render, so the styles show straight away.
const initialSelection: GridCellSelectionModel = {
  2: { tue: true, wed: true },
  3: { tue: true, wed: true },
  4: { tue: true, wed: true },
};

export default function RangeStyling() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        initialState={{ cellSelection: initialSelection }}
        disableRowSelectionOnClick
        hideFooter
        // On the grid's own sx, these rules come after its default styles and win.
        sx={(theme) => ({
          // Every selected cell gets a tint; the cells on the edges of a range get a border.
          [`& .${gridClasses.cell}.Mui-selected`]: {
            backgroundColor: alpha(theme.palette.secondary.main, 0.12),
          },
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: `2px solid ${theme.palette.secondary.main}` },
          [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: `2px solid ${theme.palette.secondary.main}` },
          [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: `2px solid ${theme.palette.secondary.main}` },
          [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: `2px solid ${theme.palette.secondary.main}` },
        })}
      />
    </Box>
  );
}

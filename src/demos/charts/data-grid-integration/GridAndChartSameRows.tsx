import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGridPremium, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-premium';

// Quarterly revenue per sales representative, in thousands of euros.
type Rep = {
  id: number;
  name: string;
  region: string;
  q1: number;
  q2: number;
  q3: number;
};

const rows: Rep[] = [
  { id: 1, name: 'Inès Moreau', region: 'France', q1: 182, q2: 204, q3: 221 },
  { id: 2, name: 'Jonas Becker', region: 'Germany', q1: 240, q2: 198, q3: 256 },
  { id: 3, name: 'Chiara Ricci', region: 'Italy', q1: 131, q2: 158, q3: 149 },
  { id: 4, name: 'Pablo Ortega', region: 'Spain', q1: 164, q2: 171, q3: 190 },
  { id: 5, name: 'Emma de Vries', region: 'Netherlands', q1: 118, q2: 126, q3: 142 },
];

const columns: GridColDef<Rep>[] = [
  { field: 'name', headerName: 'Representative', width: 160 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 100, editable: true },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 100, editable: true },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 100, editable: true },
];

export default function GridAndChartSameRows() {
  const [data, setData] = React.useState<Rep[]>(rows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  // The chart shows the selected rows, or every row when none is selected.
  const shown =
    selection.type === 'include' && selection.ids.size === 0 ? data : data.filter((row) => selection.ids.has(row.id));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={data}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          processRowUpdate={(updated: Rep) => {
            setData((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
        />
      </Box>
      <BarChart
        height={300}
        dataset={shown}
        xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
        yAxis={[{ width: 45, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { dataKey: 'q1', label: 'Q1', valueFormatter: (value) => `€${value}k` },
          { dataKey: 'q2', label: 'Q2', valueFormatter: (value) => `€${value}k` },
          { dataKey: 'q3', label: 'Q3', valueFormatter: (value) => `€${value}k` },
        ]}
      />
    </Box>
  );
}

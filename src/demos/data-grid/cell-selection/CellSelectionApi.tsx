import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  category: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Expense[] = [
  { id: 1, category: 'Salaries', q1: 182000, q2: 184500, q3: 191200, q4: 193800 },
  { id: 2, category: 'Office rent', q1: 36000, q2: 36000, q3: 37800, q4: 37800 },
  { id: 3, category: 'Cloud hosting', q1: 14250, q2: 15980, q3: 17340, q4: 18110 },
  { id: 4, category: 'Travel', q1: 8420, q2: 12960, q3: 6310, q4: 10740 },
  { id: 5, category: 'Marketing', q1: 22500, q2: 27400, q3: 19800, q4: 31200 },
  { id: 6, category: 'Software licences', q1: 9870, q2: 9870, q3: 10450, q4: 10450 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<Expense> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => usd.format(value),
});

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 150 },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
  quarter('q4', 'Q4'),
];

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const EMPTY_SUMMARY = 'Select cells to add them up';

// Adds up the selected amounts. The model lists, per row id, the fields selected in that row.
function summarize(model: GridCellSelectionModel): string {
  const amounts = rows.flatMap((row) => QUARTERS.filter((field) => model[row.id]?.[field]).map((field) => row[field]));
  if (amounts.length === 0) {
    return EMPTY_SUMMARY;
  }
  const sum = amounts.reduce((total, value) => total + value, 0);
  return `${amounts.length} amounts · sum ${usd.format(sum)} · average ${usd.format(sum / amounts.length)}`;
}

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState(EMPTY_SUMMARY);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({ id: 3, field: 'q1' }, { id: 5, field: 'q4' })}
        >
          Select hosting to marketing
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear selection
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {summary}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          onCellSelectionModelChange={(model) => setSummary(summarize(model))}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}

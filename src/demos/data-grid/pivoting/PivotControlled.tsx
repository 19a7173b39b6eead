import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  date: Date;
  region: 'North' | 'South' | 'East' | 'West';
  product: string;
  salesperson: string;
  units: number;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West'] as const;
const PRODUCTS = ['Espresso machine', 'Coffee grinder', 'Milk frother', 'Kettle'] as const;
const PRICES = [449, 189, 79, 59] as const;
const PEOPLE = ['Alice Moreno', 'Bilal Khan', 'Chiara Conti', 'Daniel Park'] as const;

// 48 sales over 2025 built from the row index, so the data is fixed.
const rows: Sale[] = Array.from({ length: 48 }, (_, index) => {
  // Every product sells in every month.
  const product = (index + Math.floor(index / 12)) % PRODUCTS.length;
  const units = 2 + ((index * 7) % 11);
  return {
    id: index + 1,
    date: new Date(2025, index % 12, 1 + ((index * 3) % 27)),
    region: REGIONS[(index * 3 + Math.floor(index / 4)) % REGIONS.length] ?? 'North',
    product: PRODUCTS[product] ?? 'Kettle',
    salesperson: PEOPLE[(index * 5) % PEOPLE.length] ?? 'Alice Moreno',
    units,
    revenue: units * (PRICES[product] ?? 50),
  };
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'salesperson', headerName: 'Salesperson', width: 150 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
];

type RowField = 'product' | 'region' | 'salesperson';

export default function PivotControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'product' }],
    columns: [],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  });

  const rowField = (pivotModel.rows[0]?.field ?? '') as RowField | '';

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="pivot-controlled-rows-label">Rows</InputLabel>
          <Select
            labelId="pivot-controlled-rows-label"
            label="Rows"
            value={rowField}
            onChange={(event) => {
              const field = event.target.value;
              setPivotModel((model) => ({ ...model, rows: field ? [{ field }] : [] }));
            }}
          >
            <MenuItem value="product">Product</MenuItem>
            <MenuItem value="region">Region</MenuItem>
            <MenuItem value="salesperson">Salesperson</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Current pivot model"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflow: 'auto', height: 140, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {JSON.stringify(pivotModel, null, 2)}
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const rows: Listing[] = [
  { id: 1, address: '14 Rosewood Ave', city: 'Austin', bedrooms: 2, rent: 1850 },
  { id: 2, address: '220 Lake Shore Dr', city: 'Chicago', bedrooms: 1, rent: 2100 },
  { id: 3, address: '9 Magnolia St', city: 'Austin', bedrooms: 3, rent: 2450 },
  { id: 4, address: '71 Pike Pl', city: 'Seattle', bedrooms: 2, rent: 2980 },
  { id: 5, address: '305 Congress Ave', city: 'Austin', bedrooms: 1, rent: 1520 },
  { id: 6, address: '48 Wacker Dr', city: 'Chicago', bedrooms: 3, rent: 3150 },
  { id: 7, address: '12 Queen Anne Ave', city: 'Seattle', bedrooms: 1, rent: 2240 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  {
    field: 'rent',
    headerName: 'Monthly rent',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'city', operator: 'equals', value: 'Austin' }] } },
  aggregation: { model: { address: 'size', rent: 'avg' } },
};

export default function AggregationFiltering() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_event, value: 'filtered' | 'all' | null) => value && setScope(value)}
        aria-label="Rows used for the totals"
      >
        <ToggleButton value="filtered">Filtered rows</ToggleButton>
        <ToggleButton value="all">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={initialState}
          aggregationRowsScope={scope}
          showToolbar
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  destination: string;
  carrier: string;
  weightKg: number;
  cost: number;
}

const rows: Shipment[] = [
  { id: 1, destination: 'Rotterdam', carrier: 'Maersk', weightKg: 1240, cost: 3180 },
  { id: 2, destination: 'Hamburg', carrier: 'Hapag-Lloyd', weightKg: 860, cost: 2240 },
  { id: 3, destination: 'Antwerp', carrier: 'MSC', weightKg: 2310, cost: 5020 },
  { id: 4, destination: 'Le Havre', carrier: 'CMA CGM', weightKg: 540, cost: 1490 },
  { id: 5, destination: 'Valencia', carrier: 'MSC', weightKg: 1780, cost: 3960 },
  { id: 6, destination: 'Gdańsk', carrier: 'Maersk', weightKg: 990, cost: 2630 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'EUR' }),
  },
];

const functions = ['sum', 'avg', 'min', 'max'] as const;

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    weightKg: 'sum',
    cost: 'sum',
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="aggregation-controlled-cost-label">Cost total</InputLabel>
          <Select
            labelId="aggregation-controlled-cost-label"
            label="Cost total"
            value={aggregationModel.cost ?? ''}
            onChange={(event) => {
              const next = { ...aggregationModel };
              if (event.target.value === '') {
                delete next.cost;
              } else {
                next.cost = event.target.value;
              }
              setAggregationModel(next);
            }}
          >
            <MenuItem value="">None</MenuItem>
            {functions.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          aggregationModel: {JSON.stringify(aggregationModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
        />
      </Box>
    </Stack>
  );
}

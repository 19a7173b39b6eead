import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  city: string;
  agent: string;
  bedrooms: number;
  price: number;
}

const STREETS = ['Maple Avenue', 'Harbor Road', 'Elm Street', 'Kingsway', 'Cedar Lane', 'Riverside Drive'] as const;
const CITIES = ['Portland', 'Halifax', 'Brighton', 'Adelaide', 'Christchurch'] as const;
const AGENTS = ['Grace Liu', 'Samuel Okafor', 'Ingrid Larsen', 'Tomás Silva'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Listing[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  address: `${12 + index * 17} ${pick(STREETS, index)}`,
  city: pick(CITIES, index),
  agent: pick(AGENTS, index * 3),
  bedrooms: 1 + (index % 4),
  price: 285000 + ((index * 48500) % 520000),
}));
// One outlier: a much longer value than the others.
rows[3] = { ...rows[3]!, address: '4 Old Mill Cottages, Upper Lower Slaughter Road' };

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', width: 120 },
  { field: 'city', headerName: 'City', width: 80 },
  { field: 'agent', headerName: 'Listing agent', width: 80 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 80 },
  {
    field: 'price',
    headerName: 'Asking price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function AutosizeProgrammatically() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const handleAutosize = () => {
    apiRef.current?.autosizeColumns({ includeHeaders, includeOutliers, expand });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button variant="outlined" onClick={handleAutosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="Include outliers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}

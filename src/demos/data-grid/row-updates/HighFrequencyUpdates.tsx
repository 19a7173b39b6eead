import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number;
}

const BASE: Quote[] = [
  { id: 'ACME', company: 'Acme Robotics', price: 142.1, change: 0 },
  { id: 'BLUE', company: 'Bluewave Shipping', price: 38.75, change: 0 },
  { id: 'CRST', company: 'Crestline Foods', price: 61.2, change: 0 },
  { id: 'DYNA', company: 'Dynamo Energy', price: 18.04, change: 0 },
  { id: 'ELKO', company: 'Elkhorn Outdoor', price: 93.5, change: 0 },
  { id: 'FLUX', company: 'Flux Semiconductors', price: 256.3, change: 0 },
];

// A deterministic "market": each tick moves every price along its own wave.
function quoteAt(base: Quote, index: number, tick: number): Quote {
  const change = Math.sin(tick / (3 + index) + index) * 2.5;
  return { ...base, price: Math.round(base.price * (1 + change / 100) * 100) / 100, change };
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} %`,
  },
];

const THROTTLE_OPTIONS = [0, 500, 2000] as const;

export default function HighFrequencyUpdates() {
  const apiRef = useGridApiRef();
  const [throttleRowsMs, setThrottleRowsMs] = React.useState<number>(500);

  // The feed starts after the first render and stops when the demo unmounts.
  React.useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      apiRef.current?.updateRows(BASE.map((quote, index) => quoteAt(quote, index, tick)));
    }, 100);
    return () => clearInterval(timer);
  }, [apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2">Redraw at most every</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleRowsMs}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setThrottleRowsMs(value);
            }
          }}
          aria-label="Redraw at most every"
        >
          {THROTTLE_OPTIONS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {option} ms
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro apiRef={apiRef} rows={BASE} columns={columns} throttleRowsMs={throttleRowsMs} hideFooter />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';

type Separator = 'border' | 'shadow' | 'border-and-shadow';

interface Stock {
  id: number;
  symbol: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  change: number;
}

const SYMBOLS = ['NRDX', 'ASML', 'SAP', 'NOVO', 'LVMH', 'VOLV', 'SIE', 'ADYEN', 'ENEL', 'ABI'] as const;

const rows: Stock[] = SYMBOLS.map((symbol, index) => {
  const open = 20 + ((index * 137) % 600) + index * 0.35;
  return {
    id: index + 1,
    symbol,
    open,
    high: open * 1.021,
    low: open * 0.986,
    close: open * (1 + (((index * 7) % 9) - 4) / 200),
    volume: 180_000 + ((index * 91_337) % 2_400_000),
    change: (((index * 7) % 9) - 4) / 2,
  };
});

const price = (value: number) => value.toFixed(2);

const columns: GridColDef<Stock>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 120, valueFormatter: price },
  { field: 'high', headerName: 'High', type: 'number', width: 120, valueFormatter: price },
  { field: 'low', headerName: 'Low', type: 'number', width: 120, valueFormatter: price },
  { field: 'close', headerName: 'Close', type: 'number', width: 120, valueFormatter: price },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 140 },
  {
    field: 'change',
    headerName: 'Change %',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
  },
];

export default function PinnedColumnsAppearance() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, value: Separator | null) => {
          if (value) setSeparator(value);
        }}
        aria-label="Separator between pinned and scrolling columns"
      >
        <ToggleButton value="border">Border</ToggleButton>
        <ToggleButton value="shadow">Shadow</ToggleButton>
        <ToggleButton value="border-and-shadow">Border and shadow</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['symbol'], right: ['change'] } }}
          pinnedColumnsSectionSeparator={separator}
          hideFooter
          sx={{
            // Pinned cells keep the grid's opaque background; only their text is changed here.
            [`& .${gridClasses['cell--pinnedLeft']}, & .${gridClasses['cell--pinnedRight']}`]: {
              fontWeight: 600,
            },
            [`& .${gridClasses['columnHeader--pinnedLeft']}, & .${gridClasses['columnHeader--pinnedRight']}`]: {
              color: 'primary.main',
            },
          }}
        />
      </Box>
    </Stack>
  );
}

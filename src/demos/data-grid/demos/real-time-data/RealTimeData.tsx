import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  open: number;
  price: number;
  previous: number;
  volume: number;
  high: number;
  low: number;
}

// Symbol, company, opening price, price when the demo starts, volume traded so far.
const QUOTES: [string, string, number, number, number][] = [
  ['AAPL', 'Apple', 201.45, 202.81, 48_210_300],
  ['MSFT', 'Microsoft', 467.12, 464.9, 19_804_100],
  ['NVDA', 'NVIDIA', 141.97, 144.35, 187_402_900],
  ['AMZN', 'Amazon.com', 213.57, 212.06, 35_118_600],
  ['GOOGL', 'Alphabet', 174.92, 176.4, 27_530_200],
  ['META', 'Meta Platforms', 694.06, 701.22, 11_207_800],
  ['TSLA', 'Tesla', 319.11, 311.47, 96_341_500],
  ['JPM', 'JPMorgan Chase', 265.73, 266.02, 8_112_400],
  ['V', 'Visa', 356.4, 354.88, 6_025_700],
  ['KO', 'Coca-Cola', 71.18, 71.18, 12_940_300],
  ['NFLX', 'Netflix', 1208.55, 1219.3, 3_316_900],
  ['AMD', 'Advanced Micro Devices', 126.39, 124.75, 41_776_200],
];

const initialRows: Quote[] = QUOTES.map(([id, company, open, price, volume]) => ({
  id,
  company,
  open,
  price,
  previous: price,
  volume,
  high: Math.round(Math.max(open, price) * 100.3) / 100,
  low: Math.round(Math.min(open, price) * 99.7) / 100,
}));

// Moves about a third of the quotes by up to ±0.4 % and adds traded volume.
function tick(row: Quote): Quote {
  if (Math.random() > 0.35) return { ...row, previous: row.price };
  const price = Math.round(row.price * (1 + (Math.random() - 0.5) * 0.008) * 100) / 100;
  return {
    ...row,
    previous: row.price,
    price,
    volume: row.volume + Math.round(Math.random() * 40_000),
    high: Math.max(row.high, price),
    low: Math.min(row.low, price),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const changeOf = (row: Quote) => row.price - row.open;

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 80, renderCell: ({ value }) => <strong>{value}</strong> },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'price',
    headerName: 'Last',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
    cellClassName: ({ row }) => (row.price > row.previous ? 'tick-up' : row.price < row.previous ? 'tick-down' : ''),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => changeOf(row),
    renderCell: ({ row }) => {
      const change = changeOf(row);
      const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
      const Arrow = change < 0 ? ArrowDropDown : ArrowDropUp;
      return (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', height: 1, color }}>
          {change !== 0 && <Arrow fontSize="small" />}
          {change.toFixed(2)}
        </Stack>
      );
    },
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 95,
    valueGetter: (_value, row) => (changeOf(row) / row.open) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    cellClassName: ({ row }) => (changeOf(row) > 0 ? 'trend-up' : changeOf(row) < 0 ? 'trend-down' : ''),
  },
  {
    field: 'range',
    headerName: 'Day range',
    width: 165,
    sortable: false,
    valueGetter: (_value, row) => `${usd.format(row.low)} – ${usd.format(row.high)}`,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => compact.format(value),
  },
];

export default function RealTimeData() {
  const [rows, setRows] = React.useState(initialRows);
  const [running, setRunning] = React.useState(true);
  const [updates, setUpdates] = React.useState(0);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setRows((current) => current.map(tick));
      setUpdates((count) => count + 1);
    }, 1200);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={running ? <PauseRounded /> : <PlayArrowRounded />}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Chip
          size="small"
          label={running ? 'Live' : 'Paused'}
          color={running ? 'success' : 'default'}
          variant="outlined"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {updates} updates received
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 492,
          width: '100%',
          // The darker (in dark mode, lighter) shade keeps the text at 4.5:1 on the tinted cell.
          '& .tick-up': {
            color: 'success.dark',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.14),
            ...theme.applyStyles('dark', { color: 'success.light' }),
          },
          '& .tick-down': {
            color: 'error.dark',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.14),
            ...theme.applyStyles('dark', { color: 'error.light' }),
          },
          '& .trend-up': { color: 'success.main' },
          '& .trend-down': { color: 'error.main' },
          '& .tick-up, & .tick-down': { fontWeight: 600, transition: 'background-color 300ms' },
        })}
      >
        <DataGrid rows={rows} columns={columns} density="compact" hideFooter disableRowSelectionOnClick />
      </Box>
    </Stack>
  );
}

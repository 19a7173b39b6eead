import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid-pro';

interface Transaction {
  id: number;
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

const MERCHANTS = [
  ['Blue Bottle Coffee', 'Food & drink'],
  ['Whole Foods Market', 'Groceries'],
  ['Shell', 'Transport'],
  ['Netflix', 'Subscriptions'],
  ['IKEA', 'Home'],
  ['Uber', 'Transport'],
  ['Apple Store', 'Electronics'],
] as const;

// 90 days of card transactions, built from the index.
const rows: Transaction[] = Array.from({ length: 90 }, (_, index) => {
  const [merchant, category] = MERCHANTS[(index * 5) % MERCHANTS.length] ?? MERCHANTS[0];
  const day = new Date(Date.UTC(2025, 0, 1 + index));
  return {
    id: index + 1,
    date: day.toISOString().slice(0, 10),
    merchant,
    category,
    amount: 4 + ((index * 29) % 160) + 0.99,
  };
});

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'merchant', headerName: 'Merchant', width: 190 },
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function ScrollApi() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  // Follow the scroll position through the grid's event.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('scrollPositionChange', (params) => setPosition(params)),
    [apiRef],
  );

  const scrollBy = (delta: number) => {
    const api = apiRef.current;
    if (api) {
      api.scroll({ top: Math.max(0, api.getScrollPosition().top + delta) });
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scroll({ top: 0 })}>
          Top
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(-260)}>
          Up 260 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(260)}>
          Down 260 px
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.scrollToIndexes({ rowIndex: rows.length - 1 })}
        >
          Last row
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          top: {Math.round(position.top)} px, left: {Math.round(position.left)} px
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}

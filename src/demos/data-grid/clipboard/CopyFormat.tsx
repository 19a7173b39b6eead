import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Trade {
  id: number;
  symbol: string;
  side: string;
  shares: number;
  price: number;
  tradedAt: Date;
}

const rows: Trade[] = [
  { id: 1, symbol: 'AAPL', side: 'Buy', shares: 120, price: 189.42, tradedAt: new Date(Date.UTC(2025, 2, 3, 9, 41)) },
  { id: 2, symbol: 'MSFT', side: 'Sell', shares: 45, price: 412.1, tradedAt: new Date(Date.UTC(2025, 2, 3, 10, 5)) },
  { id: 3, symbol: 'NVDA', side: 'Buy', shares: 60, price: 878.35, tradedAt: new Date(Date.UTC(2025, 2, 3, 11, 12)) },
  { id: 4, symbol: 'AMZN', side: 'Buy', shares: 80, price: 178.2, tradedAt: new Date(Date.UTC(2025, 2, 3, 13, 27)) },
  { id: 5, symbol: 'TSLA', side: 'Sell', shares: 150, price: 1175.6, tradedAt: new Date(Date.UTC(2025, 2, 3, 15, 58)) },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const columns: GridColDef<Trade>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'tradedAt',
    headerName: 'Time',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => time.format(value),
  },
];

type Delimiter = '\t' | ';' | '|';

export default function CopyFormat() {
  const [delimiter, setDelimiter] = React.useState<Delimiter>('\t');
  const [rawValues, setRawValues] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={delimiter}
          onChange={(_event, value: Delimiter | null) => value && setDelimiter(value)}
          aria-label="Cell delimiter"
        >
          <ToggleButton value={'\t'}>Tab</ToggleButton>
          <ToggleButton value=";">Semicolon</ToggleButton>
          <ToggleButton value="|">Pipe</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="Copy raw values"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={{ clipboardExport: rawValues }}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Last copied text
        </Typography>
        <Box
          component="pre"
          aria-live="polite"
          // Scrolls when the copied text is long: a keyboard reader can focus it to scroll.
          role="region"
          aria-label="Last copied text"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            minHeight: 64,
            maxHeight: 120,
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {copied || 'Select a few cells and press Ctrl+C (⌘+C on macOS).'}
        </Box>
      </div>
    </Stack>
  );
}

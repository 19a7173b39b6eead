import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface RegionSales {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: RegionSales[] = [
  { id: 1, region: 'Northeast', q1: 184200, q2: 201350, q3: 196800, q4: 243900 },
  { id: 2, region: 'Southeast', q1: 152600, q2: 160400, q3: 171250, q4: 198300 },
  { id: 3, region: 'Midwest', q1: 133900, q2: 141780, q3: 139400, q4: 162050 },
  { id: 4, region: 'Southwest', q1: 98750, q2: 104200, q3: 111600, q4: 127400 },
  { id: 5, region: 'Pacific', q1: 221300, q2: 236900, q3: 242150, q4: 281700 },
  { id: 6, region: 'Mountain', q1: 76400, q2: 81250, q3: 84900, q4: 95300 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<RegionSales> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usd.format(value),
});

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 130 },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
  quarter('q4', 'Q4'),
];

export default function CopyCellRange() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
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
          aria-label="Last copied range"
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
          {copied || 'Drag across some cells (or Shift + click), then press Ctrl+C (⌘+C on macOS).'}
        </Box>
      </div>
    </Stack>
  );
}

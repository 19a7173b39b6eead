import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
  type GridColumnResizeParams,
} from '@mui/x-data-grid-pro';

type Currency = 'USD' | 'EUR';

interface Product {
  id: number;
  name: string;
  category: string;
  priceUsd: number;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Espresso machine', category: 'Kitchen', priceUsd: 349, stock: 12 },
  { id: 2, name: 'Noise-cancelling headphones', category: 'Audio', priceUsd: 279, stock: 31 },
  { id: 3, name: 'Robot vacuum', category: 'Home', priceUsd: 429, stock: 7 },
  { id: 4, name: 'Electric kettle', category: 'Kitchen', priceUsd: 59, stock: 48 },
  { id: 5, name: 'Bluetooth speaker', category: 'Audio', priceUsd: 99, stock: 26 },
];

const RATES: Record<Currency, number> = { USD: 1, EUR: 0.92 };

// Builds new column definitions for a currency: each change passes a new `columns` array.
function createColumns(currency: Currency): GridColDef<Product>[] {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return [
    { field: 'name', headerName: 'Product', width: 220 },
    { field: 'category', headerName: 'Category', width: 120 },
    {
      field: 'priceUsd',
      headerName: `Price (${currency})`,
      type: 'number',
      width: 130,
      valueFormatter: (value: number) => format.format(value * RATES[currency]),
    },
    { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  ];
}

export default function PersistColumnWidthOrder() {
  const [currency, setCurrency] = React.useState<Currency>('USD');
  // What the reader changed, kept outside the grid so it survives new column definitions.
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [order, setOrder] = React.useState<string[] | null>(null);

  const columns = React.useMemo(() => {
    const created = createColumns(currency).map((column) => {
      const width = widths[column.field];
      return width === undefined ? column : { ...column, width };
    });
    if (!order) return created;
    return [...created].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  }, [currency, widths, order]);

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  };

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setOrder((previous) => {
      const fields = [...(previous ?? columns.map((column) => column.field))];
      fields.splice(params.oldIndex, 1);
      fields.splice(params.targetIndex, 0, params.column.field);
      return fields;
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currency}
        onChange={(_event, value: Currency | null) => {
          if (value) setCurrency(value);
        }}
        aria-label="Currency of the prices"
      >
        <ToggleButton value="USD">USD</ToggleButton>
        <ToggleButton value="EUR">EUR</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleColumnWidthChange}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  price: number;
  cost: number;
}

const rows: Product[] = [
  { id: 1, sku: 'KB-104', name: 'Mechanical keyboard', category: 'Peripherals', price: 149, cost: 82 },
  { id: 2, sku: 'MS-220', name: 'Ergonomic mouse', category: 'Peripherals', price: 69, cost: 31 },
  { id: 3, sku: 'MN-270', name: '27-inch monitor', category: 'Displays', price: 329, cost: 214 },
  { id: 4, sku: 'DK-015', name: 'USB-C dock', category: 'Accessories', price: 189, cost: 97 },
  { id: 5, sku: 'HS-330', name: 'Wireless headset', category: 'Audio', price: 129, cost: 58 },
];

const columns: GridColDef<Product>[] = [
  // Internal reference: shown in the grid, never exported.
  { field: 'sku', headerName: 'SKU', width: 90, disableExport: true },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  // Hidden in the grid; exported only with allColumns or when listed in fields.
  { field: 'cost', headerName: 'Unit cost', type: 'number', width: 100 },
];

type Choice = 'visible' | 'all' | 'fields';

const OPTIONS: Record<Choice, GridCsvExportOptions> = {
  visible: {},
  all: { allColumns: true },
  fields: { fields: ['name', 'price', 'cost'] },
};

export default function ExportedColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('visible');
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv(OPTIONS[choice]) ?? '');
  }, [apiRef, choice]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: Choice | null) => value && setChoice(value)}
        aria-label="Columns to export"
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="visible">Visible columns</ToggleButton>
        <ToggleButton value="all">allColumns: true</ToggleButton>
        <ToggleButton value="fields">fields: name, price, cost</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ columns: { columnVisibilityModel: { cost: false } } }}
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        CSV output
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="CSV output of the exported columns"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflow: 'auto', height: 150, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Stack>
  );
}

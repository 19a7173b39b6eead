import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium/ChartsRenderer';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America'];
const PRODUCTS = [
  { name: 'Espresso machine', price: 449 },
  { name: 'Burr grinder', price: 189 },
  { name: 'Milk frother', price: 79 },
];

// One row per region and product, with units computed from the indexes.
const rows: Sale[] = REGIONS.flatMap((region, r) =>
  PRODUCTS.map((product, p) => {
    const units = 120 + ((r * 97 + p * 53) % 260);
    return { id: r * PRODUCTS.length + p + 1, region, product: product.name, units, revenue: units * product.price };
  }),
);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140 },
];

export default function ChartsRowGrouping() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            initialState={{
              rowGrouping: { model: ['region'] },
              aggregation: { model: { units: 'sum', revenue: 'sum' } },
              chartsIntegration: {
                charts: {
                  revenue: { dimensions: ['region'], values: ['revenue'], chartType: 'bar' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <GridChartsRendererProxy id="revenue" label="Revenue by region" renderer={ChartsRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

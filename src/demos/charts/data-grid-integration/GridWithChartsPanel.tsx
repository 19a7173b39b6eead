import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium/ChartsRenderer';

// Monthly sales of an outdoor equipment shop, in US dollars.
type Sale = {
  id: number;
  month: string;
  tents: number;
  backpacks: number;
  boots: number;
};

const rows: Sale[] = [
  { id: 1, month: 'Jan', tents: 4200, backpacks: 6100, boots: 8300 },
  { id: 2, month: 'Feb', tents: 3900, backpacks: 5800, boots: 7900 },
  { id: 3, month: 'Mar', tents: 6800, backpacks: 7200, boots: 6400 },
  { id: 4, month: 'Apr', tents: 9400, backpacks: 8800, boots: 5200 },
  { id: 5, month: 'May', tents: 12600, backpacks: 10100, boots: 4700 },
  { id: 6, month: 'Jun', tents: 15300, backpacks: 11900, boots: 4100 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'tents', headerName: 'Tents', type: 'number', width: 110 },
  { field: 'backpacks', headerName: 'Backpacks', type: 'number', width: 120 },
  { field: 'boots', headerName: 'Boots', type: 'number', width: 110 },
];

export default function GridWithChartsPanel() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ height: 470 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            showToolbar
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  sales: { dimensions: ['month'], values: ['tents', 'backpacks'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 340 }}>
          <GridChartsRendererProxy id="sales" label="Sales per month" renderer={ChartsRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}

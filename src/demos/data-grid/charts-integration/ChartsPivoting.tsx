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

interface Booking {
  id: number;
  hotel: string;
  quarter: string;
  nights: number;
}

const HOTELS = ['Harbour View', 'Old Town Inn', 'Airport Lodge'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// 36 bookings spread over hotels and quarters.
const rows: Booking[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  hotel: HOTELS[index % HOTELS.length] ?? 'Harbour View',
  quarter: QUARTERS[Math.floor(index / 3) % QUARTERS.length] ?? 'Q1',
  nights: 2 + ((index * 7) % 11),
}));

const columns: GridColDef<Booking>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

export default function ChartsPivoting() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            initialState={{
              pivoting: {
                enabled: true,
                model: {
                  rows: [{ field: 'hotel' }],
                  columns: [{ field: 'quarter' }],
                  values: [{ field: 'nights', aggFunc: 'sum' }],
                },
              },
              chartsIntegration: {
                charts: {
                  nights: {
                    dimensions: ['hotel'],
                    // Pivot value columns are named '<column value>>-><field>'.
                    values: QUARTERS.map((quarter) => `${quarter}>->nights`),
                    chartType: 'column',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <GridChartsRendererProxy id="nights" label="Nights booked per hotel" renderer={ChartsRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

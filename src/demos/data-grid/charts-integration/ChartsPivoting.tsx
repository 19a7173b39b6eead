import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
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

// Pivot value columns are named '<column value>>-><field>'.
const pivotValueFields = QUARTERS.map((quarter) => ({ field: `${quarter}>->nights` }));

export default function ChartsPivoting() {
  const apiRef = useGridApiRef();

  // The pivot columns only exist once the grid has pivoted the rows: select them after mounting.
  React.useEffect(() => {
    apiRef.current?.updateChartDimensionsData('nights', [{ field: 'hotel' }]);
    apiRef.current?.updateChartValuesData('nights', pivotValueFields);
  }, [apiRef]);

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 420 }}>
          <DataGridPremium
            apiRef={apiRef}
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
                  nights: { chartType: 'column' },
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

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

interface CityWeather {
  id: number;
  city: string;
  country: string;
  sunHours: number;
  rainDays: number;
  avgHigh: number;
}

const rows: CityWeather[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', sunHours: 2806, rainDays: 100, avgHigh: 21.7 },
  { id: 2, city: 'Madrid', country: 'Spain', sunHours: 2769, rainDays: 63, avgHigh: 20.2 },
  { id: 3, city: 'Rome', country: 'Italy', sunHours: 2473, rainDays: 76, avgHigh: 21.4 },
  { id: 4, city: 'Vienna', country: 'Austria', sunHours: 1884, rainDays: 84, avgHigh: 15.4 },
  { id: 5, city: 'Paris', country: 'France', sunHours: 1662, rainDays: 111, avgHigh: 16.2 },
  { id: 6, city: 'Berlin', country: 'Germany', sunHours: 1626, rainDays: 106, avgHigh: 14.1 },
  { id: 7, city: 'London', country: 'United Kingdom', sunHours: 1633, rainDays: 110, avgHigh: 15.3 },
  { id: 8, city: 'Dublin', country: 'Ireland', sunHours: 1453, rainDays: 129, avgHigh: 13.3 },
];

const columns: GridColDef<CityWeather>[] = [
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'sunHours', headerName: 'Sun hours / year', type: 'number', width: 150 },
  { field: 'rainDays', headerName: 'Rainy days', type: 'number', width: 110 },
  { field: 'avgHigh', headerName: 'Average high (°C)', type: 'number', width: 150 },
];

export default function ChartsBasic() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  weather: { dimensions: ['city'], values: ['sunHours'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <GridChartsRendererProxy id="weather" label="Sunshine in European capitals" renderer={ChartsRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyRendererCallback,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {
  ChartsRenderer,
  configurationOptions,
  type GridChartsConfigurationOptions,
} from '@mui/x-charts-premium/ChartsRenderer';

interface Fund {
  id: number;
  year: string;
  equities: number;
  bonds: number;
}

const rows: Fund[] = [
  { id: 1, year: '2019', equities: 18.4, bonds: 6.1 },
  { id: 2, year: '2020', equities: 12.2, bonds: 7.5 },
  { id: 3, year: '2021', equities: 21.6, bonds: -1.5 },
  { id: 4, year: '2022', equities: -17.9, bonds: -13.0 },
  { id: 5, year: '2023', equities: 22.2, bonds: 5.5 },
  { id: 6, year: '2024', equities: 17.5, bonds: 1.3 },
];

const columns: GridColDef<Fund>[] = [
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'equities', headerName: 'Equities return (%)', type: 'number', width: 170 },
  { field: 'bonds', headerName: 'Bonds return (%)', type: 'number', width: 160 },
];

// Offer only column and line charts in the panel.
const schema: GridChartsConfigurationOptions = Object.fromEntries(
  Object.entries(configurationOptions).filter(([chartType]) => chartType === 'column' || chartType === 'line'),
);

export default function ChartsCustomization() {
  const theme = useTheme();

  // Adjust the props the renderer computed before the chart is drawn.
  const onRender = React.useCallback<GridChartsRendererProxyRendererCallback>(
    (_type, props, Component) => (
      <Component {...props} colors={[theme.palette.primary.main, theme.palette.secondary.main]} />
    ),
    [theme],
  );

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  returns: {
                    dimensions: ['year'],
                    values: ['equities', 'bonds'],
                    chartType: 'column',
                    configuration: { grid: 'horizontal', borderRadius: 6, height: 280 },
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 300 }}>
          <GridChartsRendererProxy id="returns" label="Annual returns" renderer={ChartsRenderer} onRender={onRender} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

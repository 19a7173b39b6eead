import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium/ChartsRenderer';

interface Server {
  id: number;
  host: string;
  cpu: number;
  memory: number;
}

const HOSTS = ['api-01', 'api-02', 'web-01', 'web-02', 'db-01', 'cache-01'];

// The load of each host at a given tick, computed so that every run is the same.
function snapshot(tick: number): Server[] {
  return HOSTS.map((host, index) => ({
    id: index + 1,
    host,
    cpu: 15 + ((tick * 17 + index * 29) % 80),
    memory: 30 + ((tick * 11 + index * 23) % 60),
  }));
}

const columns: GridColDef<Server>[] = [
  { field: 'host', headerName: 'Host', width: 120 },
  { field: 'cpu', headerName: 'CPU (%)', type: 'number', width: 110 },
  { field: 'memory', headerName: 'Memory (%)', type: 'number', width: 120 },
];

export default function ChartsLiveData() {
  const [tick, setTick] = React.useState(0);
  const [running, setRunning] = React.useState(false);
  const rows = React.useMemo(() => snapshot(tick), [tick]);

  // The timer starts in an effect, after hydration, and only while running.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => setTick((previous) => previous + 1), 1500);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box>
          <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
            {running ? 'Pause updates' : 'Start live updates'}
          </Button>
        </Box>
        <Box sx={{ height: 360 }}>
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
                  load: {
                    dimensions: ['host'],
                    values: ['cpu', 'memory'],
                    chartType: 'bar',
                    configuration: { skipAnimation: false },
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <GridChartsRendererProxy id="load" label="Server load" renderer={ChartsRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

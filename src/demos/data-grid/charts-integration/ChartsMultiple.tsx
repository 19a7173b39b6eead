import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium/ChartsRenderer';

interface Team {
  id: number;
  team: string;
  headcount: number;
  budget: number;
  openRoles: number;
}

const rows: Team[] = [
  { id: 1, team: 'Engineering', headcount: 48, budget: 6.2, openRoles: 7 },
  { id: 2, team: 'Sales', headcount: 31, budget: 3.4, openRoles: 4 },
  { id: 3, team: 'Marketing', headcount: 14, budget: 2.1, openRoles: 2 },
  { id: 4, team: 'Support', headcount: 22, budget: 1.6, openRoles: 3 },
  { id: 5, team: 'Finance', headcount: 9, budget: 1.1, openRoles: 1 },
];

const columns: GridColDef<Team>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
  { field: 'budget', headerName: 'Budget ($M)', type: 'number', width: 120 },
  { field: 'openRoles', headerName: 'Open roles', type: 'number', width: 110 },
];

const CHARTS = [
  { id: 'headcount', label: 'Headcount per team' },
  { id: 'budget', label: 'Budget share' },
];

export default function ChartsMultiple() {
  const [activeChartId, setActiveChartId] = React.useState('headcount');

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={activeChartId}
          onChange={(_event, value: string | null) => value && setActiveChartId(value)}
          aria-label="Chart edited by the charts panel"
        >
          {CHARTS.map((chart) => (
            <ToggleButton key={chart.id} value={chart.id}>
              {chart.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
            activeChartId={activeChartId}
            onActiveChartIdChange={setActiveChartId}
            initialState={{
              chartsIntegration: {
                charts: {
                  headcount: { dimensions: ['team'], values: ['headcount', 'openRoles'], chartType: 'column' },
                  budget: { dimensions: ['team'], values: ['budget'], chartType: 'pie' },
                },
              },
            }}
          />
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {CHARTS.map((chart) => (
            <Box
              key={chart.id}
              sx={{
                flex: 1,
                height: 370,
                borderRadius: 1,
                border: 2,
                borderColor: activeChartId === chart.id ? 'primary.main' : 'divider',
              }}
            >
              <GridChartsRendererProxy id={chart.id} label={chart.label} renderer={ChartsRenderer} />
            </Box>
          ))}
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

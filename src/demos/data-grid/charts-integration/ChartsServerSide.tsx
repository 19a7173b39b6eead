import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium/ChartsRenderer';

interface Traffic {
  id: number;
  month: string;
  visits: number;
  signups: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The server's table: a year of website traffic.
const serverRows: Traffic[] = MONTHS.map((month, index) => ({
  id: index + 1,
  month,
  visits: 42000 + ((index * 6113) % 25000),
  signups: 900 + ((index * 487) % 800),
}));

// A fake server: sorts on request and answers after 500 ms.
const dataSource: GridDataSource = {
  getRows: async (params) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sort = params.sortModel[0];
    const rows = [...serverRows];
    if (sort && (sort.field === 'visits' || sort.field === 'signups')) {
      const field = sort.field;
      rows.sort((a, b) => (sort.sort === 'desc' ? b[field] - a[field] : a[field] - b[field]));
    }
    return { rows, rowCount: rows.length };
  },
};

const columns: GridColDef<Traffic>[] = [
  { field: 'month', headerName: 'Month', width: 100, sortable: false },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 120 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 120 },
];

export default function ChartsServerSide() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            columns={columns}
            dataSource={dataSource}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  traffic: { dimensions: ['month'], values: ['visits'], chartType: 'line' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <GridChartsRendererProxy id="traffic" label="Website visits" renderer={ChartsRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { frFR } from '@mui/x-data-grid-premium/locales';
import { ChartsRenderer, getLocalizedConfigurationOptions } from '@mui/x-charts-premium/ChartsRenderer';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFRLocalText } from '@mui/x-charts/locales';

interface Vente {
  id: number;
  region: string;
  chiffreAffaires: number;
  clients: number;
}

const rows: Vente[] = [
  { id: 1, region: 'Île-de-France', chiffreAffaires: 482000, clients: 3120 },
  { id: 2, region: 'Auvergne-Rhône-Alpes', chiffreAffaires: 356000, clients: 2480 },
  { id: 3, region: 'Nouvelle-Aquitaine', chiffreAffaires: 241000, clients: 1730 },
  { id: 4, region: 'Occitanie', chiffreAffaires: 228000, clients: 1655 },
  { id: 5, region: 'Bretagne', chiffreAffaires: 174000, clients: 1210 },
];

const columns: GridColDef<Vente>[] = [
  { field: 'region', headerName: 'Région', width: 200 },
  { field: 'chiffreAffaires', headerName: "Chiffre d'affaires (€)", type: 'number', width: 190 },
  { field: 'clients', headerName: 'Clients', type: 'number', width: 110 },
];

// The panel's labels come from the grid's locale, the chart options from the charts' locale.
const gridLocaleText = frFR.components.MuiDataGrid.defaultProps.localeText;
const schema = getLocalizedConfigurationOptions(frFRLocalText);

export default function ChartsLocalization() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            localeText={gridLocaleText}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  ventes: { dimensions: ['region'], values: ['chiffreAffaires'], chartType: 'pie' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 370 }}>
          <ChartsLocalizationProvider localeText={frFRLocalText}>
            <GridChartsRendererProxy id="ventes" label="Ventes par région" renderer={ChartsRenderer} />
          </ChartsLocalizationProvider>
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}

import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';

const quarters = ['T1', 'T2', 'T3', 'T4'];

export default function LocalTranslations() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {/* One chart: the localeText prop overrides a single key. */}
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[]}
        localeText={{ noData: 'No sales yet this year' }}
      />
      {/* Every chart inside the provider: a whole locale, with one key changed. */}
      <ChartsLocalizationProvider localeText={{ ...ptBRLocaleText, noData: 'Nenhuma venda neste ano' }}>
        <BarChart height={240} xAxis={[{ scaleType: 'band', data: quarters }]} series={[]} />
      </ChartsLocalizationProvider>
    </Stack>
  );
}

import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Quarterly revenue of a fictional coffee chain, in millions of dollars.
const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

export default function ExportFormats() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        { data: [42, 51, 55, 63], label: 'Stores', valueFormatter: (v) => `$${v}M` },
        { data: [12, 14, 15, 21], label: 'Online', valueFormatter: (v) => `$${v}M` },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'coffee-revenue-2024' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'coffee-revenue-2024' },
            { type: 'image/jpeg', quality: 0.8, fileName: 'coffee-revenue-2024' },
            { type: 'image/webp', fileName: 'coffee-revenue-2024' },
          ],
        },
      }}
    />
  );
}

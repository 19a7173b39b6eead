import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { ChartsToolbarImageExportTrigger, ChartsToolbarPrintExportTrigger } from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar } from '@mui/x-charts-pro/Toolbar';

// Population of the five largest cities of Australia, in millions (ABS, 2023, rounded).
const cities = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'];
const population = [5.5, 5.2, 2.7, 2.3, 1.4];

function ExportButtons() {
  return (
    <Toolbar>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'australian-cities' }}
        render={<Button size="small" />}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/jpeg', quality: 0.85, fileName: 'australian-cities' }}
        render={<Button size="small" />}
      >
        JPEG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger options={{ fileName: 'australian-cities' }} render={<Button size="small" />}>
        PDF
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      slots={{ toolbar: ExportButtons }}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: cities, width: 80 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value}M` }]}
      series={[{ data: population, label: 'Population', valueFormatter: (v) => `${v} million` }]}
    />
  );
}

import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar } from '@mui/x-charts-pro/Toolbar';

// Daily rainfall in Seattle in November 2024, in millimetres (fictional).
const days = Array.from({ length: 30 }, (_, i) => i + 1);
const rainfall = days.map((day) => Math.max(0, Math.round(6 + 7 * Math.sin(day * 1.3) + 3 * Math.cos(day / 2))));

function TextToolbar() {
  return (
    <Toolbar>
      <ChartsToolbarZoomInTrigger render={<Button size="small" />}>Zoom in</ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<Button size="small" />}>Zoom out</ChartsToolbarZoomOutTrigger>
      <ChartsToolbarPrintExportTrigger render={<Button size="small" />}>Print</ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png' }}
        render={(props) => <Button {...props} size="small" variant="outlined" />}
      >
        Save as PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ToolbarRenderProp() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      slots={{ toolbar: TextToolbar }}
      xAxis={[{ id: 'days', scaleType: 'band', data: days, label: 'November 2024', zoom: true }]}
      yAxis={[{ label: 'mm', width: 50 }]}
      series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
    />
  );
}

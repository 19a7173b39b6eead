import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import PrintIcon from '@mui/icons-material/Print';
import ImageIcon from '@mui/icons-material/Image';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts-pro/Toolbar';

// Population of Canada, in millions (Statistics Canada, rounded).
const years = [1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020, 2024];
const population = [23.1, 24.5, 25.8, 27.7, 29.3, 30.7, 32.2, 34.0, 35.7, 38.0, 41.3];

function IconToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Zoom in">
        <ChartsToolbarZoomInTrigger render={<ToolbarButton aria-label="Zoom in" />}>
          <ZoomInIcon fontSize="small" />
        </ChartsToolbarZoomInTrigger>
      </Tooltip>
      <Tooltip title="Zoom out">
        <ChartsToolbarZoomOutTrigger render={<ToolbarButton aria-label="Zoom out" />}>
          <ZoomOutIcon fontSize="small" />
        </ChartsToolbarZoomOutTrigger>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Print">
        <ChartsToolbarPrintExportTrigger render={<ToolbarButton aria-label="Print" />}>
          <PrintIcon fontSize="small" />
        </ChartsToolbarPrintExportTrigger>
      </Tooltip>
      <Tooltip title="Download PNG">
        <ChartsToolbarImageExportTrigger
          options={{ type: 'image/png', fileName: 'canada-population' }}
          render={<ToolbarButton aria-label="Download PNG" />}
        >
          <ImageIcon fontSize="small" />
        </ChartsToolbarImageExportTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarComposition() {
  return (
    <LineChartPro
      height={340}
      showToolbar
      slots={{ toolbar: IconToolbar }}
      // Start zoomed in: a Material UI Tooltip warns when its button child is disabled.
      initialZoom={[{ axisId: 'years', start: 40, end: 100 }]}
      xAxis={[{ id: 'years', data: years, valueFormatter: (value: number) => String(value), zoom: true }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}M` }]}
      series={[{ data: population, label: 'Population of Canada', valueFormatter: (v) => `${v} million` }]}
    />
  );
}

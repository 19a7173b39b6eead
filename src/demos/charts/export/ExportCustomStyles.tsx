import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Average monthly temperature in Madrid, in °C (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [6.3, 7.9, 11.2, 12.9, 16.9, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9];

/** Adds a title and a white background to the copy of the chart that gets exported. */
function addTitle(iframe: HTMLIFrameElement) {
  const doc = iframe.contentDocument;
  if (!doc) return;
  doc.body.style.background = 'white';
  doc.body.style.color = 'black';
  const title = doc.createElement('p');
  title.textContent = 'Madrid, average temperature by month (°C)';
  title.style.font = '600 16px sans-serif';
  title.style.margin = '8px 16px';
  doc.body.prepend(title);
  // The default callback removed the toolbar; as this one replaces it, remove it here too.
  doc.querySelector('[role="toolbar"]')?.remove();
}

export default function ExportCustomStyles() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[{ data: temperature, label: 'Madrid', area: true, valueFormatter: (v) => `${v} °C` }]}
      slotProps={{
        toolbar: {
          printOptions: { onBeforeExport: addTitle },
          imageExportOptions: [{ type: 'image/png', onBeforeExport: addTitle }],
        },
      }}
    />
  );
}

import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Monthly active users of a fictional app over two years, in thousands.
const months = Array.from({ length: 24 }, (_, i) => new Date(2023, i, 1));
const users = months.map((_, i) => Math.round(120 + i * 9 + 10 * Math.sin(i / 2)));

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit' });

export default function ToolbarSlots() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[
        {
          id: 'months',
          scaleType: 'point',
          data: months,
          valueFormatter: (value: Date) => monthFormatter.format(value),
          zoom: true,
        },
      ]}
      series={[{ data: users, label: 'Monthly active users', valueFormatter: (v) => `${v}k` }]}
      // Start zoomed in, so that neither zoom button starts disabled.
      initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
      slots={{
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
        exportIcon: FileDownloadIcon,
      }}
    />
  );
}

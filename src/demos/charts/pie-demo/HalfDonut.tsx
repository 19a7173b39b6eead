import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Disk usage of a fictional 512 GB laptop, in GB.
export default function HalfDonut() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <PieChart
      height={240}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          cy: '90%',
          innerRadius: '110%',
          outerRadius: '180%',
          paddingAngle: 1,
          data: [
            { id: 'system', value: 48, label: 'System' },
            { id: 'apps', value: 132, label: 'Apps' },
            { id: 'photos', value: 96, label: 'Photos' },
            { id: 'documents', value: 41, label: 'Documents' },
            { id: 'free', value: 195, label: 'Free', color: palette.action.disabled },
          ],
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    />
  );
}

import { useTheme } from '@mui/material/styles';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Storage used on a fictional 256 GB phone, in GB.
const storage = [
  { id: 'photos', value: 84, label: 'Photos & videos' },
  { id: 'apps', value: 61, label: 'Apps' },
  { id: 'messages', value: 23, label: 'Messages' },
  { id: 'system', value: 18, label: 'System' },
  { id: 'free', value: 70, label: 'Free', color: '#757575' },
];

export default function PieCss() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <PieChart
      height={280}
      series={[
        {
          id: 'storage',
          data: storage,
          innerRadius: '50%',
          arcLabel: (item) => `${item.value}`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
      sx={{
        [`& .${pieClasses.arc}`]: {
          stroke: palette.background.paper,
          strokeWidth: 3,
        },
        [`& .${pieClasses.arcLabel}`]: {
          fill: palette.common.white,
          fontSize: 13,
          fontWeight: 700,
        },
      }}
    />
  );
}

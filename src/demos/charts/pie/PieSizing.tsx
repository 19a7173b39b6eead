import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of renewables in Germany's public net electricity generation, in percent (approximate).
export default function PieSizing() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <PieChart
        height={260}
        hideLegend
        series={[
          {
            id: 'y2013',
            cx: '25%',
            outerRadius: '65%',
            arcLabel: (item) => `${item.value}%`,
            data: [
              { id: 'renewable-2013', value: 25, label: 'Renewable, 2013' },
              { id: 'other-2013', value: 75, label: 'Other, 2013' },
            ],
            valueFormatter: (item) => `${item.value}%`,
          },
          {
            id: 'y2023',
            cx: '75%',
            outerRadius: '65%',
            arcLabel: (item) => `${item.value}%`,
            data: [
              { id: 'renewable-2023', value: 60, label: 'Renewable, 2023' },
              { id: 'other-2023', value: 40, label: 'Other, 2023' },
            ],
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
      <Typography component="figcaption" variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Renewable share of generation: 2013 (left) and 2023 (right)
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Time a fictional delivery van spent in each state over a working day, in hours.
const day = [
  { id: 'driving', value: 5.5, label: 'Driving' },
  { id: 'delivering', value: 2.5, label: 'Delivering' },
  { id: 'loading', value: 1, label: 'Loading' },
  { id: 'break', value: 0.75, label: 'Break' },
];

const variants = [
  { title: 'paddingAngle 5', paddingAngle: 5, cornerRadius: 0 },
  { title: 'paddingAngle 5, cornerRadius 8', paddingAngle: 5, cornerRadius: 8 },
];

export default function PaddedDonuts() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {variants.map((variant) => (
        <Box component="figure" key={variant.title} sx={{ m: 0 }}>
          <PieChart
            height={200}
            hideLegend
            series={[
              {
                data: day,
                innerRadius: '60%',
                paddingAngle: variant.paddingAngle,
                cornerRadius: variant.cornerRadius,
                valueFormatter: (item) => `${item.value} h`,
              },
            ]}
          />
          <Typography component="figcaption" variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {variant.title}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Hourly electricity price on a fictional day-ahead market, in euros per MWh.
const prices = [
  92, 85, 79, 76, 78, 88, 112, 138, 131, 104, 86, 71, 64, 61, 69, 83, 109, 142, 151, 133, 118, 104, 98, 94,
];

const variants = [
  { title: 'Default clipping', disableClipping: false },
  { title: 'disableClipping', disableClipping: true },
];

export default function SparklineClipping() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {variants.map((variant) => (
        <Box component="figure" key={variant.title} sx={{ m: 0 }}>
          <SparkLineChart
            data={prices}
            height={70}
            margin={2}
            yAxis={{ min: 61, max: 151 }}
            disableClipping={variant.disableClipping}
            sx={{ [`& .${lineClasses.line}`]: { strokeWidth: 8, strokeLinejoin: 'round' } }}
          />
          <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
            {variant.title}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

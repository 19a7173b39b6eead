import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Monthly rainfall in London in an average year, January to December, in mm (approximate, Met Office 1991-2020).
const rainfall = [56, 41, 39, 42, 45, 47, 46, 54, 50, 69, 64, 57];

const variants = [
  { title: "area, curve 'natural'", area: true, curve: 'natural' as const, baseline: undefined },
  { title: "area, curve 'step', baseline 'min'", area: true, curve: 'step' as const, baseline: 'min' as const },
  { title: "curve 'linear' (default)", area: false, curve: 'linear' as const, baseline: undefined },
];

export default function SparklineArea() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {variants.map((variant) => (
        <Box component="figure" key={variant.title} sx={{ m: 0 }}>
          <SparkLineChart
            data={rainfall}
            height={70}
            area={variant.area}
            curve={variant.curve}
            baseline={variant.baseline}
          />
          <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
            {variant.title}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Energy pyramid of a fictional lake ecosystem, in kcal/m² per year.
const data = [
  { label: 'Top predators', value: 10 },
  { label: 'Small fish', value: 100 },
  { label: 'Zooplankton', value: 1000 },
  { label: 'Algae', value: 10000 },
];

export default function PyramidSegments() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      {/* Equal heights: the levels are read as ranks. */}
      <FunnelChart height={280} hideLegend series={[{ curve: 'pyramid', data }]} categoryAxis={{ scaleType: 'band' }} />
      {/* Heights follow the values: the area shows the quantity. */}
      <FunnelChart
        height={280}
        hideLegend
        series={[{ curve: 'step-pyramid', data }]}
        categoryAxis={{ scaleType: 'linear' }}
      />
    </Stack>
  );
}

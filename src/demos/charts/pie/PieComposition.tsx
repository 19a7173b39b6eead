import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Sales of a fictional coffee roaster last quarter, in bags.
const sales = [
  { id: 'espresso', value: 4210, label: 'Espresso blend' },
  { id: 'ethiopia', value: 2630, label: 'Ethiopia Guji' },
  { id: 'colombia', value: 2190, label: 'Colombia Huila' },
  { id: 'decaf', value: 870, label: 'Decaf' },
];

const total = sales.reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
}));

function TotalLabel() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {total.toLocaleString('en-US')} bags
    </CenterText>
  );
}

export default function PieComposition() {
  return (
    <ChartsDataProvider
      height={260}
      series={[
        {
          type: 'pie',
          data: sales,
          innerRadius: '65%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} bags`,
        },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, width: '100%', height: 260 }}>
          <ChartsSurface>
            <PiePlot />
            <TotalLabel />
          </ChartsSurface>
        </Box>
        <ChartsLegend direction="vertical" />
      </Box>
      {/* A pie has no axis: its tooltip follows the slice under the pointer. */}
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}

import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot } from '@mui/x-charts/PieChart';

// Electricity generation in Great Britain, 2024, share by source (approximate, rounded).
const mix = [
  { id: 'gas', label: 'Gas', value: 30 },
  { id: 'wind', label: 'Wind', value: 30 },
  { id: 'nuclear', label: 'Nuclear', value: 14 },
  { id: 'imports', label: 'Imports', value: 11 },
  { id: 'biomass', label: 'Biomass', value: 8 },
  { id: 'solar', label: 'Solar', value: 5 },
  { id: 'other', label: 'Other', value: 2 },
];

export default function WrapperLegend() {
  return (
    <ChartsDataProvider
      height={260}
      series={[
        {
          type: 'pie',
          id: 'mix',
          data: mix,
          innerRadius: 60,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'middle', horizontal: 'end' }} legendDirection="vertical">
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        {/* A pie has no axis: its tooltip follows the slice under the pointer. */}
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

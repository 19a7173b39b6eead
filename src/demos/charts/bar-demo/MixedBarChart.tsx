import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Orders per month of a bakery's delivery service, with the average basket in euros.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const orders = [820, 760, 910, 1040, 1180, 1230];
const basket = [18.4, 19.1, 18.9, 20.6, 21.3, 22.0];

export default function MixedBarChart() {
  return (
    <ChartsDataProvider
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'orders', width: 70 },
        { id: 'basket', position: 'right', min: 0, max: 25, width: 55, valueFormatter: (value: number) => `€${value}` },
      ]}
      series={[
        { type: 'bar', data: orders, label: 'Orders', yAxisId: 'orders' },
        {
          type: 'line',
          data: basket,
          label: 'Average basket',
          yAxisId: 'basket',
          valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="orders" label="Orders" />
          <ChartsYAxis axisId="basket" label="Average basket" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

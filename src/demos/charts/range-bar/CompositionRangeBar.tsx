import {
  ChartsAxisHighlight,
  ChartsContainerPremium,
  ChartsGrid,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
  RangeBarPlot,
} from '@mui/x-charts-premium';

// Daily water temperature at a beach in Nice: lowest, highest and average of each month, in °C.
const months = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const lowHigh: [number, number][] = [
  [16, 19],
  [19, 23],
  [22, 26],
  [23, 27],
  [21, 25],
  [18, 22],
];
const average = [17.5, 21.2, 24.1, 25.3, 23.0, 20.1];

export default function CompositionRangeBar() {
  return (
    <ChartsContainerPremium
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'celsius', min: 14, max: 28, width: 45, valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          type: 'rangeBar',
          data: lowHigh,
          label: 'Lowest to highest',
          valueFormatter: (range) => (range === null ? '' : `${range[0]} °C to ${range[1]} °C`),
        },
        {
          type: 'line',
          data: average,
          label: 'Average',
          valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} °C`),
        },
      ]}
    >
      <ChartsGrid horizontal />
      <RangeBarPlot borderRadius={6} />
      <LinePlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="celsius" />
      <ChartsAxisHighlight x="band" />
      <MarkPlot />
      <ChartsTooltip />
    </ChartsContainerPremium>
  );
}

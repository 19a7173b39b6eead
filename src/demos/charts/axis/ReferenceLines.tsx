import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// US inflation (CPI, year over year) in %, annual average (approximate, BLS).
const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const inflation = [1.3, 2.1, 2.4, 1.8, 1.2, 4.7, 8.0, 4.1, 2.9];

export default function ReferenceLines() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsContainer
        height={300}
        xAxis={[{ id: 'years', scaleType: 'point', data: years, valueFormatter: (y: number) => `${y}` }]}
        yAxis={[{ id: 'rate', min: 0, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          {
            type: 'line',
            id: 'cpi',
            data: inflation,
            label: 'Inflation',
            valueFormatter: (v) => `${v}%`,
          },
        ]}
      >
        <LinePlot />
        <ChartsReferenceLine y={2} label="2% target" labelAlign="end" lineStyle={{ strokeDasharray: '6 4' }} />
        <ChartsReferenceLine x={2020} label="Pandemic" labelAlign="start" />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}

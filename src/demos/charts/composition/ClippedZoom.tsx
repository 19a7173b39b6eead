import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Closing price of a fictional stock over 20 trading days, in dollars.
const days = Array.from({ length: 20 }, (_, index) => index + 1);
const prices = days.map((day) => Math.round((102 + day * 0.8 + 6 * Math.sin(day / 2)) * 100) / 100);

const clipPathId = 'composition-clipped-zoom';

export default function ClippedZoom() {
  const [clip, setClip] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip to the drawing area"
      />
      <ChartsContainer
        height={300}
        xAxis={[{ id: 'day', data: days, min: 6, max: 14, tickMinStep: 1, label: 'Trading day' }]}
        yAxis={[{ id: 'price', min: 105, max: 115, width: 56 }]}
        series={[
          {
            type: 'line',
            id: 'close',
            label: 'Close',
            data: prices,
            valueFormatter: (value) => (value === null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis axisId="day" />
        <ChartsYAxis axisId="price" label="Price ($)" />
        <ChartsAxisHighlight x="line" />
        <ChartsTooltip trigger="axis" />
        <ChartsClipPath id={clipPathId} />
      </ChartsContainer>
    </div>
  );
}

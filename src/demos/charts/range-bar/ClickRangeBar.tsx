import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { BarItemIdentifier, RangeBarItemIdentifier } from '@mui/x-charts-premium/models';

// Boarding windows of the morning departures at one gate, in minutes after 6:00.
const flights = ['TP 1352', 'LH 1169', 'AF 1025', 'IB 3107', 'KL 1692'];
const boarding: [number, number][] = [
  [10, 40],
  [45, 70],
  [80, 115],
  [120, 145],
  [150, 185],
];

const time = (minutes: number) => {
  const hour = 6 + Math.floor(minutes / 60);
  return `${hour}:${(minutes % 60).toString().padStart(2, '0')}`;
};

export default function ClickRangeBar() {
  const [clicked, setClicked] = React.useState<BarItemIdentifier | RangeBarItemIdentifier | null>(null);
  const range = clicked ? boarding[clicked.dataIndex] : undefined;

  return (
    <Stack spacing={1}>
      <BarChartPremium
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: flights, width: 70 }]}
        xAxis={[{ min: 0, max: 190, valueFormatter: time, tickInterval: [0, 30, 60, 90, 120, 150, 180] }]}
        series={[
          {
            type: 'rangeBar',
            data: boarding,
            label: 'Boarding',
            valueFormatter: (value) => (value === null ? '' : `${time(value[0])} to ${time(value[1])}`),
          },
        ]}
        onItemClick={(_event, item) => setClicked(item)}
      />
      <Typography variant="body2" aria-live="polite">
        {clicked && range
          ? `${clicked.type} item ${clicked.dataIndex} of series "${clicked.seriesId}": ${flights[clicked.dataIndex]} boards from ${time(range[0])} to ${time(range[1])}.`
          : 'Click a bar to see its identifier.'}
      </Typography>
    </Stack>
  );
}

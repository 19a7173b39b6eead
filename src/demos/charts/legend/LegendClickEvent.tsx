import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

// A fictional household budget for one month, in euros.
const budget = [
  { id: 0, value: 1100, label: 'Housing' },
  { id: 1, value: 450, label: 'Food' },
  { id: 2, value: 220, label: 'Transport' },
  { id: 3, value: 180, label: 'Leisure' },
  { id: 4, value: 300, label: 'Savings' },
];

export default function LegendClickEvent() {
  const [clicked, setClicked] = React.useState<SeriesLegendItemContext | null>(null);

  return (
    <div>
      <PieChart
        height={260}
        series={[{ id: 'budget', data: budget, valueFormatter: (item) => `€${item.value}` }]}
        slotProps={{
          legend: {
            onItemClick: (_event: React.MouseEvent, legendItem: SeriesLegendItemContext) => setClicked(legendItem),
          },
        }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {clicked === null
          ? 'Click an item of the legend.'
          : `Clicked "${clicked.label}" (series ${String(clicked.seriesId)}, data index ${clicked.dataIndex}), colour ${clicked.color}.`}
      </Typography>
    </div>
  );
}

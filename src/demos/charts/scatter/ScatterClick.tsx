import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Fictional apartments for sale: floor area (m²) and asking price (thousands of euros).
const apartments = [
  { id: 'a1', street: 'Rue Oberkampf', x: 34, y: 329 },
  { id: 'a2', street: 'Rue de Charonne', x: 48, y: 455 },
  { id: 'a3', street: 'Avenue Parmentier', x: 62, y: 598 },
  { id: 'a4', street: 'Rue de la Roquette', x: 27, y: 281 },
  { id: 'a5', street: 'Boulevard Voltaire', x: 75, y: 702 },
  { id: 'a6', street: 'Rue Saint-Maur', x: 41, y: 372 },
  { id: 'a7', street: 'Rue Amelot', x: 88, y: 896 },
  { id: 'a8', street: 'Rue Popincourt', x: 55, y: 489 },
];

export default function ScatterClick() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const apartment = clicked === null ? null : apartments[clicked.dataIndex];

  return (
    <Stack spacing={1}>
      <ScatterChart
        height={280}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Price (k€)' }]}
        series={[{ id: 'apartments', label: 'Apartments', data: apartments }]}
        onItemClick={(_event: unknown, identifier: ScatterItemIdentifier) => setClicked(identifier)}
      />
      <Typography variant="body2" aria-live="polite">
        {apartment
          ? `${apartment.street}: ${apartment.x} m² for €${apartment.y}k, or €${Math.round((apartment.y * 1000) / apartment.x).toLocaleString('en-US')} per m²`
          : 'Click a point to see the apartment.'}
      </Typography>
    </Stack>
  );
}

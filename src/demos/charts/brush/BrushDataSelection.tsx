import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale, useYScale } from '@mui/x-charts/hooks';

// Fictional used cars: age in years and price in thousands of euros, generated with a formula.
const cars = Array.from({ length: 40 }, (_, i) => {
  const age = 1 + ((i * 7) % 12) + ((i * 3) % 5) / 10;
  return { id: i, x: age, y: Math.round((32 - 2.1 * age + ((i * 13) % 9) - 4) * 10) / 10 };
});

type Selection = { count: number; averagePrice: number } | null;

// Reads the brush inside the chart and reports the points it covers to the parent.
function SelectionReporter({ onChange }: { onChange: (selection: Selection) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();

  React.useEffect(() => {
    if (!brush) {
      return;
    }
    const [x1, x2] = [xScale.invert(brush.start.x), xScale.invert(brush.current.x)].sort((a, b) => a - b);
    const [y1, y2] = [yScale.invert(brush.start.y), yScale.invert(brush.current.y)].sort((a, b) => a - b);
    const selected = cars.filter(
      (car) => car.x >= (x1 ?? 0) && car.x <= (x2 ?? 0) && car.y >= (y1 ?? 0) && car.y <= (y2 ?? 0),
    );
    onChange(
      selected.length === 0
        ? null
        : {
            count: selected.length,
            averagePrice: selected.reduce((sum, car) => sum + car.y, 0) / selected.length,
          },
    );
  }, [brush, xScale, yScale, onChange]);

  return null;
}

export default function BrushDataSelection() {
  const [selection, setSelection] = React.useState<Selection>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {selection
          ? `${selection.count} cars selected, average price €${selection.averagePrice.toFixed(1)}k`
          : 'Drag over the chart to select cars.'}
      </Typography>
      <ScatterChart
        height={300}
        brushConfig={{ enabled: true }}
        xAxis={[{ label: 'Age (years)' }]}
        yAxis={[{ label: 'Price (k€)' }]}
        series={[{ data: cars, label: 'Cars', valueFormatter: (car) => car && `${car.x} years, €${car.y}k` }]}
      >
        <ChartsBrushOverlay />
        <SelectionReporter onChange={setSelection} />
      </ScatterChart>
    </Stack>
  );
}

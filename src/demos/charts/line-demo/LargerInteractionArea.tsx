import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart, AnimatedLine, type AnimatedLineProps } from '@mui/x-charts/LineChart';

// Monthly share price of three fictional companies, US dollars.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const northwind = [42, 44, 43, 47, 46, 49, 51, 50];
const contoso = [38, 39, 41, 40, 43, 42, 45, 47];
const fabrikam = [35, 37, 36, 38, 39, 41, 40, 43];

// Draws the visible line, plus a transparent 16 px wide copy that catches the pointer.
function WideHitLine(props: AnimatedLineProps) {
  const { d, ownerState, skipAnimation, ...other } = props;
  return (
    <g>
      <path d={d} stroke="transparent" strokeWidth={16} fill="none" {...other} />
      <AnimatedLine {...props} />
    </g>
  );
}

const names: Record<string, string> = {
  northwind: 'Northwind',
  contoso: 'Contoso',
  fabrikam: 'Fabrikam',
};

export default function LargerInteractionArea() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Share price (USD)' }]}
        series={[
          { id: 'northwind', data: northwind, label: 'Northwind', showMark: false },
          { id: 'contoso', data: contoso, label: 'Contoso', showMark: false },
          { id: 'fabrikam', data: fabrikam, label: 'Fabrikam', showMark: false },
        ]}
        slots={{ line: WideHitLine }}
        onLineClick={(_event, item) => setSelected(String(item.seriesId))}
      />
      <Typography variant="body2" aria-live="polite">
        {selected ? `Selected: ${names[selected]}` : 'Click near a line to select it.'}
      </Typography>
    </Stack>
  );
}

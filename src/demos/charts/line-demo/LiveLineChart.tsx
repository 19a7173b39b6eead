import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';

// Requests per second on a fictional API, one sample per second, generated with a formula.
const WINDOW = 30;

function sample(step: number) {
  return Math.round(220 + 60 * Math.sin(step / 5) + 25 * Math.sin(step * 1.7));
}

const initialSteps = Array.from({ length: WINDOW }, (_, index) => index);

export default function LiveLineChart() {
  const [steps, setSteps] = React.useState(initialSteps);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setSteps((previous) => {
        const next = (previous[previous.length - 1] ?? 0) + 1;
        return [...previous.slice(1), next];
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ data: steps, valueFormatter: (step: number) => `${step}s`, label: 'Time (seconds)' }]}
        yAxis={[{ min: 100, max: 340, label: 'Requests per second' }]}
        series={[{ data: steps.map(sample), label: 'Requests', showMark: false, area: true }]}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}

import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type State = 'loading' | 'empty' | 'loaded';

// Hourly electricity consumption of a fictional household, in kWh.
const hours = Array.from({ length: 12 }, (_, index) => index * 2);
const consumption = [0.4, 0.3, 0.3, 0.9, 1.2, 0.7, 0.6, 0.8, 1.5, 1.9, 1.1, 0.6];

export default function LoadingAndEmpty() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Data state"
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        loading={state === 'loading'}
        // The x data and a fixed y range keep the axes drawn while there is nothing to plot.
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 0, max: 2, valueFormatter: (value: number) => `${value} kWh` }]}
        series={state === 'loaded' ? [{ data: consumption, label: 'Consumption', area: true }] : []}
      />
    </div>
  );
}

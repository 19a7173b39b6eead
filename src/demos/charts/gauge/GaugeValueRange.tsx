import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

// A thermostat reading and a fictional battery voltage.
export default function GaugeValueRange() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge
        height={180}
        value={21.5}
        valueMin={10}
        valueMax={30}
        aria-label="Room temperature"
        aria-valuetext="21.5 °C"
      />
      <Gauge
        height={180}
        value={12.4}
        valueMin={10.5}
        valueMax={14.5}
        text={({ value }) => `${value} V`}
        aria-label="Battery voltage"
        aria-valuetext="12.4 volts"
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Fictional storage quota: 42 GB used out of 100 GB.
export default function GaugeText() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge
        height={200}
        value={42}
        startAngle={-110}
        endAngle={110}
        text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 20 },
          [`& .${gaugeClasses.valueText} text`]: { transform: 'translate(0px, 8px)' },
        }}
        aria-label="Storage used"
        aria-valuetext="42 of 100 gigabytes"
      />
      <Gauge
        height={200}
        value={42}
        text=""
        aria-label="Storage used, without text"
        aria-valuetext="42 of 100 gigabytes"
      />
    </Stack>
  );
}

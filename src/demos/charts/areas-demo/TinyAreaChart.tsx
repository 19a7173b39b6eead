import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing price of a fictional share over the last 20 trading days, US dollars.
const closes = [
  48.2, 48.9, 48.1, 49.4, 50.2, 49.8, 51.1, 51.9, 51.3, 52.6, 53.4, 52.8, 54.1, 53.7, 55.2, 56.0, 55.4, 56.8, 57.5,
  58.1,
];

export default function TinyAreaChart() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
      <div>
        <Typography variant="subtitle2" component="p">
          Share price
        </Typography>
        <Typography variant="h5" component="p">
          $58.10
        </Typography>
      </div>
      <SparkLineChart
        data={closes}
        height={72}
        area
        showTooltip
        showHighlight
        valueFormatter={(value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`)}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Fictional goal: 18,400 of 25,000 newsletter subscribers.
const value = 18400;
const goal = 25000;

export default function GaugeCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Gauge
            width={110}
            height={110}
            value={value}
            valueMax={goal}
            innerRadius="75%"
            cornerRadius="50%"
            text={({ value: current, valueMax }) => `${Math.round(((current ?? 0) / valueMax) * 100)}%`}
            sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 20 } }}
            aria-labelledby="gauge-card-title"
            aria-valuetext="18,400 of 25,000 subscribers"
          />
          <div>
            <Typography id="gauge-card-title" variant="subtitle2" component="p">
              Newsletter subscribers
            </Typography>
            <Typography variant="h5" component="p">
              18,400
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Goal: 25,000 by December
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily revenue of the last 14 days, in dollars.
const dailyRevenue = [3820, 4010, 3760, 4290, 4480, 3950, 3610, 4120, 4570, 4830, 4460, 4910, 5240, 5080];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function SmallCharts() {
  const theme = useTheme();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Revenue, last 14 days
          </Typography>
          <Typography variant="h5" component="p">
            {usd.format(dailyRevenue.reduce((sum, value) => sum + value, 0))}
          </Typography>
          <SparkLineChart
            data={dailyRevenue}
            height={100}
            color={(theme.vars ?? theme).palette.primary.main}
            curve="natural"
            showTooltip
            showHighlight
            valueFormatter={(value) => (value === null ? '' : usd.format(value))}
            xAxis={{ scaleType: 'point', data: dailyRevenue.map((_, index) => `Day ${index + 1}`) }}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Storage used
          </Typography>
          <Gauge
            value={72}
            height={150}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            cornerRadius="50%"
            text={({ value }) => `${value}%`}
            sx={{
              [`& .${gaugeClasses.valueText}`]: { fontSize: 24, fontWeight: 600 },
              [`& .${gaugeClasses.valueArc}`]: { fill: (theme.vars ?? theme).palette.warning.main },
              [`& .${gaugeClasses.referenceArc}`]: { fill: (theme.vars ?? theme).palette.action.disabledBackground },
            }}
          />
          <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            72 of 100 GB
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Uptime of two fictional services over the last 10 days, in percent.
const services = [
  { name: 'API', uptime: [99.98, 99.95, 99.99, 100, 99.97, 99.9, 99.99, 100, 99.96, 99.98] },
  { name: 'Dashboard', uptime: [99.4, 98.7, 99.9, 97.8, 99.6, 99.9, 98.9, 99.7, 100, 99.2] },
];

export default function SparklineYRange() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <div>
        <Typography variant="subtitle2" component="p">
          Each line scaled to its own data
        </Typography>
        {services.map((service) => (
          <Box key={service.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ width: 90 }}>
              {service.name}
            </Typography>
            <SparkLineChart data={service.uptime} height={50} sx={{ flex: 1 }} />
          </Box>
        ))}
      </div>
      <div>
        <Typography variant="subtitle2" component="p">
          Both lines on yAxis min 97, max 100
        </Typography>
        {services.map((service) => (
          <Box key={service.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ width: 90 }}>
              {service.name}
            </Typography>
            <SparkLineChart data={service.uptime} height={50} yAxis={{ min: 97, max: 100 }} sx={{ flex: 1 }} />
          </Box>
        ))}
      </div>
    </Box>
  );
}

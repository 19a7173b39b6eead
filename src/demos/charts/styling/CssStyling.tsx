import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

// Average monthly temperature in Sydney, in °C (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperatures = [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 18.9, 20.4, 22.1];

export default function CssStyling() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C`, min: 10 }]}
      series={[{ data: temperatures, label: 'Sydney', color: 'var(--mui-palette-primary-main)' }]}
      sx={(theme) => ({
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .${markElementClasses.root}`]: {
          fill: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 2,
        },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fill: (theme.vars ?? theme).palette.text.secondary },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
      })}
    />
  );
}

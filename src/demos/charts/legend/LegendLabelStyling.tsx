import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Monthly rainfall in London and Rome, in mm (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function LegendLabelStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { data: [55, 41, 41, 44, 49, 45, 45, 50, 49, 69, 59, 55], label: 'London' },
        { data: [67, 73, 58, 81, 53, 34, 19, 33, 68, 94, 130, 93], label: 'Rome' },
      ]}
      slotProps={{
        legend: {
          sx: {
            [`.${legendClasses.label}`]: {
              fontSize: 15,
              fontWeight: 600,
              color: 'text.secondary',
              textTransform: 'uppercase',
              letterSpacing: '0.05em',
            },
          },
        },
      }}
    />
  );
}

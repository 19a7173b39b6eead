import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Monthly active users of a fictional app, in thousands, with a forecast for the last months.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function LegendSeriesStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: [120, 132, 141, 155, 163, 171, null, null], label: 'Actual users' },
        {
          id: 'forecast',
          data: [null, null, null, null, null, 171, 180, 188],
          label: 'Forecast',
        },
      ]}
      sx={{
        // The forecast line is dashed.
        '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
      }}
      slotProps={{
        legend: {
          sx: {
            // Each legend item has a data-series attribute with the series id.
            [`[data-series="forecast"] .${legendClasses.label}`]: {
              fontStyle: 'italic',
              color: 'text.secondary',
            },
          },
        },
      }}
    />
  );
}

import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Monthly revenue of a fictional online shop, thousands of US dollars: actual, then a forecast.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const actual = [182, 175, 196, 204, 221, 236, 229, null, null, null, null, null];
// The forecast starts at the last actual month so the two lines join.
const forecast = [null, null, null, null, null, null, 229, 241, 250, 262, 281, 305];

const dollars = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function LineWithForecast() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Revenue (USD thousands)' }]}
      series={[
        { id: 'shop-actual', data: actual, label: 'Actual', valueFormatter: dollars },
        { id: 'shop-forecast', data: forecast, label: 'Forecast', showMark: false, valueFormatter: dollars },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="shop-forecast"]`]: { strokeDasharray: '6 5' },
      }}
    >
      <ChartsReferenceLine x="Jul" label="Today" labelAlign="start" />
    </LineChart>
  );
}

import { useTheme } from '@mui/material/styles';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

// Quarterly revenue of a fictional software company, in millions of dollars: actuals then a forecast.
const quarters = ['Q1 25', 'Q2 25', 'Q3 25', 'Q4 25', 'Q1 26', 'Q2 26'];
const actual = [4.2, 4.6, 5.1, 5.8, null, null];
const forecast = [null, null, null, null, 6.1, 6.5];

const millions = (value: number | null) => (value === null ? '' : `$${value}M`);

export default function CssBars() {
  const theme = useTheme();
  const primary = (theme.vars ?? theme).palette.primary.main;

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        { id: 'actual', data: actual, label: 'Actual', stack: 'revenue', color: primary, valueFormatter: millions },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          stack: 'revenue',
          color: primary,
          valueFormatter: millions,
        },
      ]}
      sx={{
        // Each series is a group with a data-series attribute; each bar has the element class.
        [`& .${barClasses.series}[data-series="forecast"] .${barClasses.element}`]: {
          fillOpacity: 0.25,
          stroke: primary,
          strokeWidth: 2,
          strokeDasharray: '6 4',
        },
      }}
    />
  );
}

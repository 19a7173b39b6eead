import { useTheme } from '@mui/material/styles';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Nights spent by each guest of a small hotel during one fortnight of April.
const guests = ['Ana Souza', 'Liam Chen', 'Marta Nowak', 'Omar Haddad', 'Sofia Rossi', 'Kenji Sato'];
const stays: [number, number][] = [
  [1, 4],
  [2, 9],
  [5, 7],
  [6, 14],
  [9, 11],
  [11, 15],
];

export default function ColorRangeBar() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChartPremium
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: guests, width: 100 }]}
      xAxis={[
        {
          min: 1,
          max: 15,
          valueFormatter: (day: number) => `${day} Apr`,
          tickInterval: [1, 3, 5, 7, 9, 11, 13, 15],
        },
      ]}
      series={[
        {
          type: 'rangeBar',
          data: stays,
          label: 'Stay',
          color: palette.primary.main,
          // Stays of a week or more use the warning colour.
          colorGetter: ({ value }) =>
            value !== null && value[1] - value[0] >= 7 ? palette.warning.main : palette.primary.main,
          valueFormatter: (range) => (range === null ? '' : `${range[1] - range[0]} nights, from ${range[0]} Apr`),
        },
      ]}
    />
  );
}

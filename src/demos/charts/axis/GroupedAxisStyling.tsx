import { BarChart } from '@mui/x-charts/BarChart';

// Fictional weekday and weekend visits to a museum over two weeks.
const days = Array.from({ length: 14 }, (_, i) => new Date(2025, 4, 5 + i));
const visits = days.map((day) => (day.getDay() === 0 || day.getDay() === 6 ? 2400 : 1150));

export default function GroupedAxisStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          data: days,
          valueFormatter: (date: Date) => date.toDateString(),
          groups: [
            {
              getValue: (date: Date) => date.toLocaleDateString('en-US', { weekday: 'narrow' }),
              tickLabelStyle: { fontSize: 11 },
            },
            {
              getValue: (date: Date) => {
                const monday = new Date(date);
                monday.setDate(date.getDate() - ((date.getDay() + 6) % 7));
                return `Week of ${monday.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
              },
              tickLabelStyle: { fontWeight: 700 },
            },
          ],
        },
      ]}
      series={[{ data: visits, label: 'Visits' }]}
      sx={(theme) => ({
        // The ticks of the second group line get the primary colour.
        '& [data-group-index="1"] line, & [data-group-index="1"] path': {
          stroke: (theme.vars ?? theme).palette.primary.main,
        },
      })}
    />
  );
}

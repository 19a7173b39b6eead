import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to a fictional customer survey: "Would you recommend us to a friend?"
export default function PieItemColors() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <PieChart
      height={280}
      series={[
        {
          innerRadius: '40%',
          data: [
            { id: 'yes', value: 412, label: 'Yes', color: palette.success.main },
            { id: 'maybe', value: 136, label: 'Not sure', color: palette.warning.main },
            { id: 'no', value: 71, label: 'No', color: palette.error.main },
          ],
          valueFormatter: (item) => `${item.value} answers`,
        },
      ]}
    />
  );
}

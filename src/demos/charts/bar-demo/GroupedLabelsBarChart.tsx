import { BarChart } from '@mui/x-charts/BarChart';

// Students enrolled in three language courses of an evening school, per term.
const terms = ['Autumn 2024', 'Spring 2025', 'Autumn 2025'];

export default function GroupedLabelsBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: terms }]}
      yAxis={[{ max: 70, width: 40 }]}
      series={[
        { data: [42, 38, 51], label: 'Spanish', barLabel: 'value', barLabelPlacement: 'outside' },
        { data: [27, 33, 36], label: 'Japanese', barLabel: 'value', barLabelPlacement: 'outside' },
        { data: [18, 21, 29], label: 'Portuguese', barLabel: 'value', barLabelPlacement: 'outside' },
      ]}
    />
  );
}

import { BarChart, BarLabel, type BarLabelProps } from '@mui/x-charts/BarChart';

// Energy mix of a fictional utility per quarter, in GWh.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const mix = [
  { label: 'Hydro', data: [420, 380, 310, 460] },
  { label: 'Wind', data: [260, 190, 150, 300] },
  { label: 'Solar', data: [60, 180, 220, 50] },
  { label: 'Gas', data: [140, 90, 80, 170] },
];

// A custom label component: bold, white text inside the bar.
function WhiteLabel(props: BarLabelProps) {
  return <BarLabel {...props} style={{ ...props.style, fill: '#fff', fontWeight: 600 }} />;
}

export default function CustomLabelBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Generation (GWh)', width: 56 }]}
      slots={{ barLabel: WhiteLabel }}
      series={mix.map(({ label, data }) => ({
        label,
        data,
        stack: 'mix',
        // Skip the label when the bar is too short to hold it.
        barLabel: (item, context) => (context.bar.height < 20 ? null : `${item.value}`),
      }))}
    />
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

// Quarterly revenue of a fictional bicycle maker by region, in millions of euros.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// The content reads the hovered axis value and the series values with useAxesTooltip.
function RevenueTooltipContent() {
  const axes = useAxesTooltip();
  if (axes === null || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, seriesItems } = axes[0]!;
  const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);

  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2" component="p">
        {axisFormattedValue} revenue
      </Typography>
      {seriesItems.map((item) => (
        <Typography key={item.seriesId} variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <span style={{ width: 10, height: 10, borderRadius: '50%', background: item.color }} />
          {item.formattedLabel}: {item.formattedValue}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
        Total: €{total.toFixed(1)}M
      </Typography>
    </Paper>
  );
}

// The container positions the content next to the pointer and shows it only while hovering.
function RevenueTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <RevenueTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [4.2, 6.8, 7.5, 3.9], label: 'Europe', stack: 'total', valueFormatter: (v) => `€${v}M` },
        { data: [2.1, 3.4, 3.9, 2.6], label: 'Americas', stack: 'total', valueFormatter: (v) => `€${v}M` },
        { data: [1.3, 1.8, 2.2, 1.9], label: 'Asia', stack: 'total', valueFormatter: (v) => `€${v}M` },
      ]}
      slots={{ tooltip: RevenueTooltip }}
    />
  );
}

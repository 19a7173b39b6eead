import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// An SVG overlay centred in the drawing area, in the theme's secondary text colour.
const Message = styled('text')(({ theme }) => ({
  ...theme.typography.body2,
  fill: (theme.vars ?? theme).palette.text.secondary,
}));

function NoSalesOverlay() {
  const { left, top, width, height } = useDrawingArea();

  return (
    <g>
      <Message x={left + width / 2} y={top + height / 2 - 10} textAnchor="middle" dominantBaseline="central">
        No sales recorded for this period.
      </Message>
      <Message
        x={left + width / 2}
        y={top + height / 2 + 14}
        textAnchor="middle"
        dominantBaseline="central"
        sx={{ fontWeight: 700 }}
      >
        Try another date range.
      </Message>
    </g>
  );
}

export default function CustomOverlay() {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Week 1', 'Week 2', 'Week 3', 'Week 4'] }]}
      series={[]}
      slots={{ noDataOverlay: NoSalesOverlay }}
    />
  );
}

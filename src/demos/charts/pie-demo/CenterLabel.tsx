import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tickets handled by a fictional support team this week.
const tickets = [
  { id: 'solved', value: 318, label: 'Solved' },
  { id: 'pending', value: 74, label: 'Waiting for customer' },
  { id: 'open', value: 41, label: 'Open' },
];

const total = tickets.reduce((sum, item) => sum + item.value, 0);

const Value = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.primary,
  textAnchor: 'middle',
  fontSize: 28,
  fontWeight: 700,
}));

const Caption = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.secondary,
  textAnchor: 'middle',
  fontSize: 14,
}));

function CenterText() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <Value x={x} y={y}>
        {total}
      </Value>
      <Caption x={x} y={y + 22}>
        tickets
      </Caption>
    </g>
  );
}

export default function CenterLabel() {
  return (
    <PieChart height={260} series={[{ data: tickets, innerRadius: '70%', paddingAngle: 1, cornerRadius: 4 }]}>
      <CenterText />
    </PieChart>
  );
}

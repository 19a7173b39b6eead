import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

function Needle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();

  if (valueAngle === null) {
    // No value: draw nothing.
    return null;
  }

  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  const color = (theme.vars ?? theme).palette.error.main;

  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill={color} />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke={color} strokeWidth={3} />
    </g>
  );
}

// A car's speed, in km/h.
export default function GaugePointer() {
  return (
    <GaugeContainer
      height={220}
      startAngle={-110}
      endAngle={110}
      value={88}
      valueMax={180}
      aria-label="Speed"
      aria-valuetext="88 km/h"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}

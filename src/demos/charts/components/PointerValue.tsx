import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';

// Average monthly temperature in Madrid, in °C (approximate).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperatures = [6.3, 7.9, 11.2, 13.1, 17.2, 22.7, 26.1, 25.6, 21.0, 15.1, 9.9, 6.9];

function PointerValueLine() {
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const y = event.clientY - svg.getBoundingClientRect().top;
      setPointerY(y >= top && y <= top + height ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (pointerY === null) {
    return null;
  }
  return (
    <g pointerEvents="none">
      <line
        x1={left}
        x2={left + width}
        y1={pointerY}
        y2={pointerY}
        stroke={palette.text.secondary}
        strokeDasharray="4 3"
      />
      <text x={left + width - 4} y={pointerY - 6} textAnchor="end" fill={palette.text.primary} fontSize={13}>
        {`${yScale.invert(pointerY).toFixed(1)} °C`}
      </text>
    </g>
  );
}

export default function PointerValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: '°C', width: 48 }]}
      series={[{ data: temperatures, label: 'Madrid', showMark: false }]}
      hideLegend
    >
      <PointerValueLine />
    </LineChart>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimate } from '@mui/x-charts/hooks';

// Fictional hours of sunshine per month in two years at a weather station.
const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const sunshine = {
  2024: [182, 221, 247, 268, 239, 176],
  2025: [201, 236, 262, 251, 255, 190],
};

// A vertical bar drawn as a thin stem with a round cap. useAnimate interpolates the top and
// the height from the previous values, and applyProps writes them to the SVG on every frame.
function LollipopBar(props: BarProps) {
  const { x, y, width, height, yOrigin, skipAnimation, color } = props;
  const animated = useAnimate(
    { y, height },
    {
      createInterpolator: (from, to) => (t) => ({
        y: from.y + (to.y - from.y) * t,
        height: from.height + (to.height - from.height) * t,
      }),
      transformProps: (values) => values,
      applyProps: (group: SVGGElement, values) => {
        group.querySelector('rect')?.setAttribute('y', `${values.y}`);
        group.querySelector('rect')?.setAttribute('height', `${values.height}`);
        group.querySelector('circle')?.setAttribute('cy', `${values.y}`);
      },
      // The first render starts from the axis, like the default bars.
      initialProps: { y: yOrigin, height: 0 },
      skip: skipAnimation,
    },
  );
  const centerX = x + width / 2;

  return (
    <g ref={animated.ref}>
      <rect x={centerX - 2} y={animated.y} width={4} height={animated.height} fill={color} />
      <circle cx={centerX} cy={animated.y} r={Math.min(width / 2, 9)} fill={color} />
    </g>
  );
}

export default function CustomAnimatedBar() {
  const [year, setYear] = React.useState<2024 | 2025>(2024);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setYear(year === 2024 ? 2025 : 2024)}
      >
        Show {year === 2024 ? 2025 : 2024}
      </Button>
      <BarChart
        height={300}
        xAxis={[{ data: months }]}
        yAxis={[{ min: 0, max: 300, label: 'Sunshine (hours)' }]}
        series={[{ data: sunshine[year], label: `Sunshine ${year}` }]}
        slots={{ bar: LollipopBar }}
      />
    </Stack>
  );
}

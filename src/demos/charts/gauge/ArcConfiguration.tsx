import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

interface ArcShape {
  startAngle: number;
  endAngle: number;
  innerRadius: string;
  outerRadius: string;
  cornerRadius: string | number;
}

type ShapeName = 'Full circle' | 'Half circle' | 'Speedometer' | 'Thin ring';

const shapes: Record<ShapeName, ArcShape> = {
  'Full circle': {
    startAngle: 0,
    endAngle: 360,
    innerRadius: '80%',
    outerRadius: '100%',
    cornerRadius: 0,
  },
  'Half circle': {
    startAngle: -90,
    endAngle: 90,
    innerRadius: '60%',
    outerRadius: '100%',
    cornerRadius: 0,
  },
  Speedometer: {
    startAngle: -110,
    endAngle: 110,
    innerRadius: '85%',
    outerRadius: '100%',
    cornerRadius: '50%',
  },
  'Thin ring': {
    startAngle: 0,
    endAngle: 360,
    innerRadius: '92%',
    outerRadius: '100%',
    cornerRadius: '50%',
  },
};

export default function ArcConfiguration() {
  const [name, setName] = React.useState<ShapeName>('Speedometer');
  const shape = shapes[name];

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_event, next: ShapeName | null) => next && setName(next)}
        aria-label="Arc shape"
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {(Object.keys(shapes) as ShapeName[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Gauge height={220} value={73} {...shape} aria-label="Monthly sales target reached" aria-valuetext="73%" />
      <Typography
        variant="body2"
        component="code"
        sx={{ fontFamily: 'monospace', textAlign: 'center', color: 'text.secondary' }}
      >
        startAngle={shape.startAngle} endAngle={shape.endAngle} innerRadius=
        {shape.innerRadius} outerRadius={shape.outerRadius} cornerRadius=
        {shape.cornerRadius}
      </Typography>
    </Stack>
  );
}

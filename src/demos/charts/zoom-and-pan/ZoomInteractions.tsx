import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import FormGroup from '@mui/material/FormGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { LineChartProProps } from '@mui/x-charts-pro/LineChartPro';

type ZoomName = 'wheel' | 'pinch' | 'tapAndDrag' | 'doubleTapReset';
type PanName = 'drag' | 'pressAndDrag' | 'wheel';

// Daily closing value of a fictional stock index over 300 trading days.
const days = Array.from({ length: 300 }, (_, i) => i + 1);
const index = days.map((day) => Math.round(4200 + day * 2.1 + 90 * Math.sin(day / 11) + 35 * Math.sin(day / 3)));

const zoomNames: ZoomName[] = ['wheel', 'pinch', 'tapAndDrag', 'doubleTapReset'];
const panNames: PanName[] = ['drag', 'pressAndDrag', 'wheel'];

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

export default function ZoomInteractions() {
  const [zoom, setZoom] = React.useState<ZoomName[]>(['wheel', 'pinch', 'doubleTapReset']);
  const [pan, setPan] = React.useState<PanName[]>(['drag']);

  const config: LineChartProProps['zoomInteractionConfig'] = { zoom, pan };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend">Zoom</FormLabel>
          <FormGroup row>
            {zoomNames.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={
                  <Checkbox size="small" checked={zoom.includes(name)} onChange={() => setZoom(toggle(zoom, name))} />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Pan</FormLabel>
          <FormGroup row>
            {panNames.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={
                  <Checkbox size="small" checked={pan.includes(name)} onChange={() => setPan(toggle(pan, name))} />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[{ id: 'days', data: days, label: 'Trading day', zoom: true }]}
        series={[{ data: index, label: 'Index close', showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 30, end: 70 }]}
        zoomInteractionConfig={config}
      />
    </Stack>
  );
}

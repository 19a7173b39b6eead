import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

// Average monthly temperature, in °C (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = [
  { id: 'oslo', label: 'Oslo', data: [-3, -3, 1, 6, 11, 15, 17, 16, 11, 6, 1, -2] },
  { id: 'paris', label: 'Paris', data: [5, 6, 9, 12, 16, 19, 21, 21, 17, 13, 8, 5] },
  { id: 'madrid', label: 'Madrid', data: [6, 8, 11, 13, 17, 23, 26, 26, 21, 15, 10, 7] },
];

export default function ControlledVisibility() {
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'line'>[]>([
    { type: 'line', seriesId: 'madrid' },
  ]);

  const isHidden = (id: string) => hiddenItems.some((item) => item.seriesId === id);

  const toggle = (id: string) => {
    setHiddenItems((previous) =>
      isHidden(id) ? previous.filter((item) => item.seriesId !== id) : [...previous, { type: 'line', seriesId: id }],
    );
  };

  return (
    <div>
      <FormGroup row>
        {cities.map((city) => (
          <FormControlLabel
            key={city.id}
            control={<Checkbox checked={!isHidden(city.id)} onChange={() => toggle(city.id)} />}
            label={city.label}
          />
        ))}
      </FormGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        series={cities.map((city) => ({ ...city, valueFormatter: (v: number | null) => `${v} °C` }))}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </div>
  );
}

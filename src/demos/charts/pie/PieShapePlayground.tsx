import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';

// Time a fictional remote team spends per week, in hours.
const week = [
  { id: 'meetings', value: 9, label: 'Meetings' },
  { id: 'focus', value: 18, label: 'Focus work' },
  { id: 'reviews', value: 6, label: 'Code review' },
  { id: 'support', value: 4, label: 'Support' },
  { id: 'admin', value: 3, label: 'Admin' },
];

interface Setting {
  key: 'innerRadius' | 'outerRadius' | 'paddingAngle' | 'cornerRadius' | 'startAngle' | 'endAngle';
  min: number;
  max: number;
  unit: string;
  step: number;
}

const settings: Setting[] = [
  { key: 'innerRadius', step: 10, min: 0, max: 100, unit: 'px' },
  { key: 'outerRadius', step: 10, min: 50, max: 120, unit: 'px' },
  { key: 'paddingAngle', step: 1, min: 0, max: 10, unit: 'deg' },
  { key: 'cornerRadius', step: 2, min: 0, max: 20, unit: 'px' },
  { key: 'startAngle', step: 15, min: -180, max: 180, unit: 'deg' },
  { key: 'endAngle', step: 15, min: -180, max: 360, unit: 'deg' },
];

type Values = Record<Setting['key'], number>;

export default function PieShapePlayground() {
  const [values, setValues] = React.useState<Values>({
    innerRadius: 40,
    outerRadius: 110,
    paddingAngle: 2,
    cornerRadius: 6,
    startAngle: 0,
    endAngle: 360,
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PieChart
          height={260}
          hideLegend
          series={[
            {
              data: week,
              ...values,
              valueFormatter: (item) => `${item.value} h`,
            },
          ]}
        />
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: 280 },
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 2,
          alignContent: 'start',
        }}
      >
        {settings.map((setting) => (
          <TextField
            key={setting.key}
            label={`${setting.key} (${setting.unit})`}
            type="number"
            size="small"
            value={values[setting.key]}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (Number.isFinite(next)) {
                setValues((previous) => ({
                  ...previous,
                  [setting.key]: Math.min(setting.max, Math.max(setting.min, next)),
                }));
              }
            }}
            slotProps={{ htmlInput: { min: setting.min, max: setting.max, step: setting.step } }}
          />
        ))}
      </Box>
    </Box>
  );
}

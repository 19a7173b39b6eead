import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Open issues per component in a fictional open-source project.
const components = ['Core', 'Router', 'Forms', 'Charts', 'Docs', 'CLI'];
const openIssues = [412, 3, 186, 1, 254, 0];

export default function MinBarSizeBars() {
  const [withMinSize, setWithMinSize] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={withMinSize} onChange={(event) => setWithMinSize(event.target.checked)} />}
        label="minBarSize: 8"
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: components }]}
        series={[
          {
            data: openIssues,
            label: 'Open issues',
            minBarSize: withMinSize ? 8 : 0,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}

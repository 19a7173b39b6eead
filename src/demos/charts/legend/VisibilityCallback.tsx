import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

// Revenue of a fictional software company by quarter, in millions of dollars.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function VisibilityCallback() {
  const [hidden, setHidden] = React.useState<VisibilityIdentifier[]>([]);

  return (
    <div>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { id: 'licences', data: [4.2, 4.8, 5.1, 6.3], label: 'Licences' },
          { id: 'subscriptions', data: [7.5, 8.1, 8.9, 9.6], label: 'Subscriptions' },
          { id: 'services', data: [2.1, 1.9, 2.4, 2.8], label: 'Services' },
        ]}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
        onHiddenItemsChange={setHidden}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Hidden series: {hidden.length === 0 ? 'none' : hidden.map((item) => String(item.seriesId)).join(', ')}
      </Typography>
    </div>
  );
}

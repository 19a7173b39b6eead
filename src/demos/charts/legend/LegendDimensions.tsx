import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Visits to a fictional online shop by traffic source, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendDimensions() {
  const [itemGap, setItemGap] = React.useState(16);
  const [markSize, setMarkSize] = React.useState(13);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="legend-item-gap" variant="body2">
            Gap between items: {itemGap}px
          </Typography>
          <Slider
            aria-labelledby="legend-item-gap"
            value={itemGap}
            min={0}
            max={48}
            onChange={(_, value) => setItemGap(value as number)}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="legend-mark-size" variant="body2">
            Mark size: {markSize}px
          </Typography>
          <Slider
            aria-labelledby="legend-mark-size"
            value={markSize}
            min={6}
            max={24}
            onChange={(_, value) => setMarkSize(value as number)}
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [42, 45, 51, 48, 56, 61], label: 'Organic search', stack: 'visits' },
          { data: [18, 22, 19, 25, 27, 30], label: 'Paid ads', stack: 'visits' },
          { data: [12, 11, 14, 13, 15, 17], label: 'Social media', stack: 'visits' },
          { data: [9, 10, 9, 11, 12, 12], label: 'Newsletter', stack: 'visits' },
        ]}
        slotProps={{
          legend: {
            sx: {
              gap: `${itemGap}px`,
              [`.${legendClasses.mark}`]: { width: markSize, height: markSize },
            },
          },
        }}
      />
    </Box>
  );
}

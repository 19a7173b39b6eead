import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Page views per section of a fictional news site, in thousands.
const sections = ['World', 'Business', 'Tech', 'Sport', 'Culture'];
const desktop = [182, 96, 131, 154, 48];
const mobile = [264, 71, 158, 233, 62];
const seriesLabels: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile' };

export default function ClickBars() {
  const [itemClick, setItemClick] = React.useState('Click a bar.');
  const [axisClick, setAxisClick] = React.useState('Click anywhere in a band.');

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: sections }]}
        series={[
          { id: 'desktop', data: desktop, label: 'Desktop' },
          { id: 'mobile', data: mobile, label: 'Mobile' },
        ]}
        onItemClick={(_event, item) =>
          setItemClick(
            `${seriesLabels[String(item.seriesId)]} bar of ${sections[item.dataIndex]}: ${
              item.seriesId === 'desktop' ? desktop[item.dataIndex] : mobile[item.dataIndex]
            }k views.`,
          )
        }
        onAxisClick={(_event, data) => {
          if (data) {
            setAxisClick(`Band ${String(data.axisValue)} (index ${data.dataIndex}).`);
          }
        }}
      />
      <Typography variant="body2" aria-live="polite">
        onItemClick: {itemClick}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        onAxisClick: {axisClick}
      </Typography>
    </Stack>
  );
}

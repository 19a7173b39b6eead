import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData, HighlightScope } from '@mui/x-charts/context';

// Medals won by three countries at the Paris 2024 Olympic Games.
const countries = ['United States', 'China', 'Japan'];
const seriesIds = ['gold', 'silver', 'bronze'] as const;
const highlightScope: HighlightScope = { highlight: 'item', fade: 'global' };

export default function ControlledItemHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={highlightedItem?.seriesId ?? null}
          onChange={(_event, seriesId: string | null) =>
            setHighlightedItem(seriesId === null ? null : { seriesId, dataIndex: highlightedItem?.dataIndex ?? 0 })
          }
          aria-label="Highlighted medal"
        >
          {seriesIds.map((id) => (
            <ToggleButton key={id} value={id}>
              {id}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={highlightedItem?.dataIndex ?? null}
          onChange={(_event, dataIndex: number | null) =>
            setHighlightedItem(dataIndex === null ? null : { seriesId: highlightedItem?.seriesId ?? 'gold', dataIndex })
          }
          aria-label="Highlighted country"
        >
          {countries.map((country, index) => (
            <ToggleButton key={country} value={index}>
              {country}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Highlighted:{' '}
        {highlightedItem ? `${highlightedItem.seriesId}, ${countries[highlightedItem.dataIndex ?? 0]}` : 'nothing'}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ data: countries }]}
        series={[
          { id: 'gold', data: [40, 40, 20], label: 'Gold', highlightScope },
          { id: 'silver', data: [44, 27, 12], label: 'Silver', highlightScope },
          { id: 'bronze', data: [42, 24, 13], label: 'Bronze', highlightScope },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
      />
    </Stack>
  );
}

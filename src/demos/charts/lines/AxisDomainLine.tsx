import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Closing price of a fictional stock over 15 trading days, in US dollars.
const days = Array.from({ length: 15 }, (_, index) => index + 1);
const closes = [
  183.2, 185.9, 184.1, 187.6, 190.3, 189.4, 192.8, 191.5, 194.2, 196.7, 195.1, 193.8, 196.9, 198.4, 197.2,
];

type DomainLimit = 'nice' | 'strict';

export default function AxisDomainLine() {
  const [domainLimit, setDomainLimit] = React.useState<DomainLimit>('nice');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={domainLimit}
        onChange={(_event, value: DomainLimit | null) => value && setDomainLimit(value)}
        aria-label="Axis domain"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: days, label: 'Trading day', domainLimit }]}
        yAxis={[{ label: 'Close (USD)', domainLimit, width: 60 }]}
        series={[
          {
            data: closes,
            label: 'Closing price',
            valueFormatter: (value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
      />
    </Stack>
  );
}

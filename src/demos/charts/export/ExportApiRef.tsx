import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Electricity generation in France in 2023 by source, in % (approximate, RTE).
const data = [
  { id: 'nuclear', value: 65, label: 'Nuclear' },
  { id: 'hydro', value: 12, label: 'Hydro' },
  { id: 'wind', value: 10, label: 'Wind' },
  { id: 'solar', value: 5, label: 'Solar' },
  { id: 'fossil', value: 6, label: 'Fossil' },
  { id: 'other', value: 2, label: 'Other' },
];

export default function ExportApiRef() {
  const apiRef = useChartProApiRef<'pie'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'france-energy-mix' })}
        >
          Print or save as PDF
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'france-energy-mix' })}
        >
          Download PNG
        </Button>
      </Stack>
      <PieChartPro
        apiRef={apiRef}
        height={300}
        series={[{ data, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
      />
    </Stack>
  );
}

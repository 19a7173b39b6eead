import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDataset } from '@mui/x-charts/hooks';

// Population of the five largest EU countries, 2024, in millions (Eurostat, rounded).
type Country = { country: string; population: number };

const dataset: Country[] = [
  { country: 'Germany', population: 83.4 },
  { country: 'France', population: 68.4 },
  { country: 'Italy', population: 59.0 },
  { country: 'Spain', population: 48.6 },
  { country: 'Poland', population: 36.6 },
];

function DataTable() {
  const rows = useDataset<Country[]>() ?? [];
  return (
    <Table size="small" aria-label="Population by country">
      <TableHead>
        <TableRow>
          <TableCell>Country</TableCell>
          <TableCell align="right">Population (millions)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.country}>
            <TableCell>{row.country}</TableCell>
            <TableCell align="right">{row.population.toFixed(1)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function DatasetTable() {
  return (
    <ChartsDataProvider
      height={220}
      dataset={dataset}
      xAxis={[{ id: 'country', scaleType: 'band', dataKey: 'country' }]}
      yAxis={[{ id: 'population', width: 40 }]}
      series={[{ type: 'bar', dataKey: 'population', label: 'Population (millions)' }]}
    >
      <div style={{ width: '100%' }}>
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis axisId="country" />
          <ChartsYAxis axisId="population" />
        </ChartsSurface>
        <DataTable />
      </div>
    </ChartsDataProvider>
  );
}

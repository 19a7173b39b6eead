import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Fictional weekly visits to four pages of a documentation site over the last 10 weeks.
const pages = [
  { path: '/getting-started', visits: [8200, 8450, 8310, 8790, 9120, 9340, 9010, 9580, 9920, 10240] },
  { path: '/api/button', visits: [4100, 3980, 4020, 3870, 3790, 3820, 3650, 3700, 3560, 3480] },
  { path: '/guides/theming', visits: [2300, 2410, 2890, 3350, 3120, 3480, 3720, 3650, 3910, 4080] },
  { path: '/migration/v7', visits: [6100, 5800, 5200, 4700, 4100, 3900, 3500, 3100, 2950, 2700] },
];

export default function SparklineTable() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <TableContainer>
      <Table size="small" aria-label="Weekly visits per page">
        <TableHead>
          <TableRow>
            <TableCell>Page</TableCell>
            <TableCell align="right">Last week</TableCell>
            <TableCell sx={{ width: '40%' }}>Last 10 weeks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pages.map((page) => {
            const last = page.visits.at(-1) ?? 0;
            const rising = last >= (page.visits[0] ?? 0);
            return (
              <TableRow key={page.path}>
                <TableCell component="th" scope="row">
                  {page.path}
                </TableCell>
                <TableCell align="right">{last.toLocaleString('en-US')}</TableCell>
                <TableCell sx={{ py: 0 }}>
                  <SparkLineChart
                    data={page.visits}
                    height={36}
                    color={rising ? palette.success.main : palette.error.main}
                    showTooltip
                    showHighlight
                    valueFormatter={(value) => (value === null ? '' : `${value.toLocaleString('en-US')} visits`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

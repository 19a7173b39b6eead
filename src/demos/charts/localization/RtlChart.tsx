import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Average maximum temperature in Riyadh, in °C (approximate climate normals).
const months = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'];

export default function RtlChart() {
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }), [theme]);

  return (
    // `dir` sets the reading direction of the chart and its legend.
    <Box dir="rtl" lang="ar" sx={{ width: '100%' }}>
      <ThemeProvider theme={rtlTheme}>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: months, reverse: true }]}
          yAxis={[{ position: 'right', valueFormatter: (value: number) => `${value}°` }]}
          series={[{ data: [20, 23, 28, 33, 39, 42], label: 'الرياض', valueFormatter: (v) => `${v} °م` }]}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        />
      </ThemeProvider>
    </Box>
  );
}

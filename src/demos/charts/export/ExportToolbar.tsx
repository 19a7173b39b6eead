import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Share of electricity from renewable sources in Germany, in % (approximate, AGEB).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const share = [31.5, 31.6, 36.0, 37.8, 42.0, 45.3, 41.1, 44.1, 52.0, 54.4];

export default function ExportToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ data: years, valueFormatter: (value: number) => String(value) }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: share, label: 'Renewable share of electricity', valueFormatter: (v) => `${v}%` }]}
    />
  );
}

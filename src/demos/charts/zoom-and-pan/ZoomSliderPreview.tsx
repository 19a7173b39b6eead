import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily mean temperature in Berlin over 2024, in °C (fictional values following the seasons).
const days = Array.from({ length: 366 }, (_, i) => new Date(2024, 0, 1 + i));
const temperature = days.map((_, i) =>
  Number((10 - 9.5 * Math.cos(((i - 15) / 366) * 2 * Math.PI) + 3 * Math.sin(i / 3.7)).toFixed(1)),
);

const dateFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export default function ZoomSliderPreview() {
  return (
    <LineChartPro
      height={360}
      xAxis={[
        {
          id: 'days',
          scaleType: 'time',
          data: days,
          valueFormatter: (value: Date) => dateFormatter.format(value),
          zoom: { slider: { enabled: true, preview: true } },
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          data: temperature,
          label: 'Berlin, daily mean',
          area: true,
          showMark: false,
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 45, end: 65 }]}
    />
  );
}

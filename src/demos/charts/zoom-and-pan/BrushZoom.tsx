import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// CO2 concentration measured at a fictional station, one value a month from 2015 to 2024, in ppm.
const months = Array.from({ length: 120 }, (_, i) => new Date(2015, i, 1));
const co2 = months.map((month, i) =>
  Number((400 + i * 0.2 + 3 * Math.sin(((month.getMonth() - 2) / 12) * 2 * Math.PI)).toFixed(1)),
);

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

export default function BrushZoom() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          id: 'months',
          scaleType: 'time',
          data: months,
          valueFormatter: (value: Date) => monthFormatter.format(value),
          zoom: true,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} ppm`, width: 70 }]}
      series={[{ data: co2, label: 'CO₂', showMark: false, valueFormatter: (v) => `${v} ppm` }]}
      zoomInteractionConfig={{
        // Drag across the chart to zoom on the selected range, double-click to reset.
        zoom: ['brush', 'doubleTapReset'],
        // Panning moves with the wheel only, since dragging now draws the selection.
        pan: ['wheel'],
      }}
    />
  );
}

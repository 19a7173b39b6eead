import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries, useYScale } from '@mui/x-charts/hooks';

// Daily maximum temperature in Lisbon over two weeks of July, in °C (fictional).
const days = Array.from({ length: 14 }, (_, index) => index + 1);
const temperatures = [27, 28, 30, 33, 35, 31, 29, 28, 27, 29, 32, 34, 33, 30];

function AverageLine({ seriesId }: { seriesId: string }) {
  const series = useLineSeries(seriesId);
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const theme = useTheme();

  if (!series) {
    return null;
  }
  const values = series.data.filter((value): value is number => value !== null);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const y = yScale(average);

  return (
    <g>
      <line x1={left} x2={left + width} y1={y} y2={y} stroke={series.color} strokeDasharray="5 4" />
      <text
        x={left + width - 4}
        y={y - 6}
        textAnchor="end"
        fontSize={12}
        fill={(theme.vars ?? theme).palette.text.secondary}
      >
        {`Average ${average.toFixed(1)} °C`}
      </text>
    </g>
  );
}

export default function SeriesAverage() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day of July', tickMinStep: 1 }]}
      yAxis={[{ label: '°C', width: 48 }]}
      series={[{ id: 'lisbon', label: 'Lisbon', data: temperatures }]}
    >
      <AverageLine seriesId="lisbon" />
    </LineChart>
  );
}

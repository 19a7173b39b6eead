import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDataset, useXScale, useYScale } from '@mui/x-charts/hooks';

// Closing price of a fictional stock over ten trading days, in dollars.
type Quote = { day: number; close: number };

const dataset: Quote[] = [
  { day: 1, close: 182.4 },
  { day: 2, close: 184.1 },
  { day: 3, close: 181.7 },
  { day: 4, close: 186.3 },
  { day: 5, close: 189.0 },
  { day: 6, close: 187.2 },
  { day: 7, close: 191.5 },
  { day: 8, close: 190.1 },
  { day: 9, close: 194.8 },
  { day: 10, close: 193.6 },
];

function HighLowMarkers() {
  const quotes = useDataset<Quote[]>();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  if (!quotes || quotes.length === 0) {
    return null;
  }
  const sorted = [...quotes].sort((a, b) => a.close - b.close);
  const markers = [
    { quote: sorted[0], text: 'Low', color: palette.error.main, dy: 18 },
    { quote: sorted[sorted.length - 1], text: 'High', color: palette.success.main, dy: -10 },
  ];

  return (
    <g>
      {markers.map(({ quote, text, color, dy }) =>
        quote ? (
          <text
            key={text}
            x={xScale(quote.day)}
            y={yScale(quote.close) + dy}
            textAnchor="middle"
            fontSize={12}
            fill={color}
          >
            {`${text} $${quote.close.toFixed(2)}`}
          </text>
        ) : null,
      )}
    </g>
  );
}

export default function DatasetStatistics() {
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'day', label: 'Trading day', tickMinStep: 1 }]}
      yAxis={[{ min: 175, max: 200, width: 48 }]}
      series={[{ dataKey: 'close', label: 'Close ($)' }]}
    >
      <HighLowMarkers />
    </LineChart>
  );
}

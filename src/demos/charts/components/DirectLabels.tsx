import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// Share of electricity from renewables, in percent (fictional, rounded).
const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastYear = years[years.length - 1] ?? 2024;
  const x = (xScale(lastYear) ?? 0) + 8;

  return (
    <g>
      {series.map((item) => {
        const lastValue = item.data[item.data.length - 1];
        if (lastValue == null) {
          return null;
        }
        return (
          <text key={item.id} x={x} y={yScale(lastValue)} dominantBaseline="middle" fill={item.color} fontSize={13}>
            {typeof item.label === 'string' ? item.label : item.id}
          </text>
        );
      })}
    </g>
  );
}

export default function DirectLabels() {
  return (
    <LineChart
      height={300}
      margin={{ right: 80 }}
      xAxis={[{ scaleType: 'point', data: years, valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%`, width: 48 }]}
      series={[
        { id: 'spain', label: 'Spain', data: [38, 37, 44, 47, 42, 50, 56] },
        { id: 'germany', label: 'Germany', data: [35, 40, 45, 41, 44, 52, 54] },
        { id: 'france', label: 'France', data: [20, 20, 24, 23, 25, 27, 28] },
      ]}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

// Share of electricity generation in the European Union, 2024, in % (approximate, Ember).
const sources = ['Nuclear', 'Wind', 'Hydro', 'Solar', 'Gas', 'Coal'];
const share = [24, 17, 13, 11, 16, 10];
const renewable = new Set(['Wind', 'Hydro', 'Solar']);

// Draws the usual tick label, with a small leaf or factory marker under it.
function TickLabelWithIcon(props: ChartsTextProps) {
  const theme = useTheme();
  const { x = 0, y = 0, text } = props;
  // The slot applies to every axis: leave the y-axis labels as they are.
  if (!sources.includes(text)) {
    return <ChartsText {...props} />;
  }
  const isRenewable = renewable.has(text);
  const color = isRenewable ? (theme.vars ?? theme).palette.success.main : (theme.vars ?? theme).palette.text.secondary;

  return (
    <g>
      <ChartsText {...props} />
      <g transform={`translate(${Number(x) - 6}, ${Number(y) + 20})`} aria-hidden="true">
        {isRenewable ? (
          // A leaf for renewable sources.
          <path d="M1 11 C1 4 6 0 12 0 C12 7 8 11 1 11 Z" fill={color} />
        ) : (
          // A factory for the others.
          <path d="M0 12 V5 L4 7 V5 L8 7 V1 H11 V12 Z" fill={color} />
        )}
      </g>
    </g>
  );
}

export default function TickLabelIcons() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: sources, height: 50 }]}
      slots={{ axisTickLabel: TickLabelWithIcon }}
      yAxis={[{ valueFormatter: (v: number) => `${v}%` }]}
      series={[{ data: share, label: 'Share of generation', valueFormatter: (v) => `${v}%` }]}
    />
  );
}

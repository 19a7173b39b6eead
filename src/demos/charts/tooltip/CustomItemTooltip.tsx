import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

// GDP per person (thousands of US dollars) and life expectancy (years), approximate 2022 figures.
const countries = [
  { id: 'Japan', x: 34, y: 84.1 },
  { id: 'Germany', x: 49, y: 80.7 },
  { id: 'United States', x: 77, y: 77.4 },
  { id: 'Brazil', x: 9, y: 73.4 },
  { id: 'India', x: 2.4, y: 67.7 },
  { id: 'Nigeria', x: 2.2, y: 53.6 },
  { id: 'Mexico', x: 11, y: 74.8 },
  { id: 'Norway', x: 106, y: 83.2 },
];

function CountryTooltipContent() {
  const item = useItemTooltip<'scatter'>();
  if (item === null || item.value === null) {
    return null;
  }
  const country = countries[item.identifier.dataIndex];

  return (
    <Paper elevation={4} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="p">
        {country?.id}
      </Typography>
      <Typography variant="body2">GDP per person: ${item.value.x}k</Typography>
      <Typography variant="body2">Life expectancy: {item.value.y} years</Typography>
    </Paper>
  );
}

// Anchored to the point itself and placed above it, rather than following the pointer.
function CountryTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item" anchor="node" position="top">
      <CountryTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'GDP per person (thousand $)' }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={[{ data: countries, label: 'Countries' }]}
      slots={{ tooltip: CountryTooltip }}
    />
  );
}

import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Life expectancy against GDP per capita for 120 fictional countries.
const countries = Array.from({ length: 120 }, (_, i) => {
  const gdp = 1000 + ((i * 733) % 60000);
  const lifeExpectancy = Number((55 + 6 * Math.log10(gdp) - 12 + ((i * 13) % 7)).toFixed(1));
  return { id: i, x: gdp, y: lifeExpectancy };
});

export default function MultipleInteractions() {
  return (
    <ScatterChartPro
      height={320}
      xAxis={[{ id: 'gdp', label: 'GDP per capita (US$)', zoom: true }]}
      yAxis={[{ id: 'life', label: 'Life expectancy (years)', width: 60, zoom: true }]}
      series={[{ data: countries, label: 'Countries', markerSize: 4 }]}
      zoomInteractionConfig={{
        zoom: ['wheel', 'pinch'],
        pan: [
          // A plain drag pans in both directions.
          'drag',
          // Shift + wheel pans horizontally, Alt + wheel vertically.
          { type: 'wheel', requiredKeys: ['Shift'], allowedDirection: 'x' },
          { type: 'wheel', requiredKeys: ['Alt'], allowedDirection: 'y' },
        ],
      }}
    />
  );
}

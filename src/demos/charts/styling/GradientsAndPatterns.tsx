import { BarChart } from '@mui/x-charts/BarChart';

// Installed solar and wind capacity in a fictional region, in GW.
const years = ['2020', '2021', '2022', '2023', '2024'];

export default function GradientsAndPatterns() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ label: 'GW' }]}
      series={[
        // An SVG paint server referenced by its id works wherever a colour is expected.
        { data: [4.1, 5.3, 6.9, 8.8, 11.2], label: 'Solar', color: 'url(#solar-gradient)' },
        { data: [6.2, 6.8, 7.1, 7.9, 8.4], label: 'Wind', color: 'url(#wind-pattern)' },
      ]}
    >
      <defs>
        <linearGradient id="solar-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#FFB422" />
          <stop offset="100%" stopColor="#FA4F58" />
        </linearGradient>
        <pattern id="wind-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#0DBEFF" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#4254FB" strokeWidth="4" />
        </pattern>
      </defs>
    </BarChart>
  );
}

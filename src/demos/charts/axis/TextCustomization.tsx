import { BarChart } from '@mui/x-charts/BarChart';

// Most visited art museums in 2023, in millions of visitors (approximate, The Art Newspaper).
const museums = [
  'Louvre, Paris',
  'Vatican Museums',
  'British Museum, London',
  'Metropolitan Museum of Art',
  'Tate Modern, London',
  'Musée d’Orsay, Paris',
];
const visitors = [8.9, 6.8, 5.8, 5.4, 4.7, 3.9];

export default function TextCustomization() {
  return (
    <BarChart
      height={360}
      xAxis={[
        {
          data: museums,
          height: 100,
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          label: 'Visitors (millions)',
          labelStyle: { fontSize: 14, fontWeight: 700 },
          tickLabelStyle: { fontStyle: 'italic' },
        },
      ]}
      series={[{ data: visitors, label: 'Visitors in 2023', valueFormatter: (v) => `${v} M` }]}
    />
  );
}

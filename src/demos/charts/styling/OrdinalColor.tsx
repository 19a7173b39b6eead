import { BarChart } from '@mui/x-charts/BarChart';

// Sales of a fictional bookshop by genre, in copies per month.
const genres = ['Fiction', 'Crime', 'Science', 'History', 'Children', 'Comics'];

export default function OrdinalColor() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: genres,
          // One colour per category; unlisted categories get unknownColor.
          colorMap: {
            type: 'ordinal',
            values: ['Fiction', 'Crime', 'Children'],
            colors: ['#4254FB', '#FA4F58', '#22BF75'],
            unknownColor: '#9E9E9E',
          },
        },
      ]}
      series={[{ data: [420, 310, 150, 180, 260, 140], label: 'Copies sold' }]}
      hideLegend
    />
  );
}

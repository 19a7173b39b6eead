import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional delivery times of three couriers: distance (km) and time (minutes).
function trips(offset: number, speed: number) {
  return Array.from({ length: 12 }, (_, index) => {
    const distance = 1 + ((index * 5 + offset) % 12) * 0.8;
    return {
      id: `${offset}-${index}`,
      x: Math.round(distance * 10) / 10,
      y: Math.round(8 + distance * speed + ((index * 7) % 5)),
    };
  });
}

export default function ScatterHighlight() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Delivery time (min)' }]}
      series={[
        { id: 'bike', label: 'Bike', data: trips(0, 4.2), highlightScope: { highlight: 'series', fade: 'global' } },
        {
          id: 'scooter',
          label: 'Scooter',
          data: trips(3, 2.6),
          highlightScope: { highlight: 'series', fade: 'global' },
        },
        { id: 'car', label: 'Car', data: trips(7, 3.1), highlightScope: { highlight: 'series', fade: 'global' } },
      ]}
    />
  );
}

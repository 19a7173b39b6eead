import { LineChart } from '@mui/x-charts/LineChart';

// Hourly PM2.5 readings of two fictional air quality sensors, µg/m³. null: no reading that hour.
const hours = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const harbour = [12, 18, 27, null, null, 22, 19, 17, 16, 21, 25];
const station = [9, 14, 21, 24, 20, 17, null, 13, 12, null, 19];

const micrograms = (value: number | null) => (value === null ? 'No reading' : `${value} µg/m³`);

export default function SkipMissingLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, scaleType: 'point' }]}
      yAxis={[{ label: 'PM2.5 (µg/m³)' }]}
      series={[
        { data: harbour, label: 'Harbour sensor', valueFormatter: micrograms },
        { data: station, label: 'Station sensor', valueFormatter: micrograms },
      ]}
    />
  );
}

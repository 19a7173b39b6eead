import { RadarChart, RadarAxis } from '@mui/x-charts/RadarChart';

// Web analytics of a fictional online shop: sessions per weekday, in thousands.
const metrics = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function RadarAxisValues() {
  return (
    <RadarChart
      height={340}
      series={[
        { label: 'Desktop', data: [42, 45, 44, 41, 36, 18, 15] },
        { label: 'Mobile', data: [30, 31, 33, 34, 38, 44, 47] },
      ]}
      radar={{ metrics, max: 50 }}
    >
      <RadarAxis metric="Mon" divisions={5} />
      <RadarAxis metric="Thu" divisions={5} labelOrientation="rotated" />
    </RadarChart>
  );
}

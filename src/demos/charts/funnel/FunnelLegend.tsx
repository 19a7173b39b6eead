import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Hiring pipeline of a fictional company for one year.
export default function FunnelLegend() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: [
            { label: 'Applications', value: 1240 },
            { label: 'Phone screens', value: 310 },
            { label: 'Interviews', value: 96 },
            { label: 'Offers', value: 22 },
            { label: 'Hires', value: 18 },
          ],
        },
      ]}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    />
  );
}

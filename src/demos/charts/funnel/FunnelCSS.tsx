import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// App store listing funnel of a fictional game.
export default function FunnelCSS() {
  return (
    <FunnelChart
      height={280}
      hideLegend
      series={[
        {
          data: [
            { label: 'Impressions', value: 150000 },
            { label: 'Page views', value: 42000 },
            { label: 'Installs', value: 11000 },
            { label: 'Day-7 players', value: 3900 },
          ],
        },
      ]}
      sx={(theme) => ({
        [`& .${funnelClasses.section}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 3,
        },
        [`& .${funnelClasses.section}:nth-of-type(4)`]: {
          fill: (theme.vars ?? theme).palette.warning.main,
        },
      })}
    />
  );
}

import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Fictional customer satisfaction score, out of 100.
export default function ArcDesign() {
  return (
    <Gauge
      height={220}
      value={81}
      cornerRadius="50%"
      aria-label="Customer satisfaction score"
      aria-valuetext="81 out of 100"
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: { fontSize: 36, fontWeight: 600 },
        [`& .${gaugeClasses.valueArc}`]: {
          fill: (theme.vars ?? theme).palette.success.main,
        },
        [`& .${gaugeClasses.referenceArc}`]: {
          fill: (theme.vars ?? theme).palette.action.disabledBackground,
        },
      })}
    />
  );
}

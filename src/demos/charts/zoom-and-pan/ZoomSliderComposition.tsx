import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Monthly solar generation of a fictional rooftop installation from 2021 to 2024, in kWh.
const months = Array.from({ length: 48 }, (_, i) => new Date(2021, i, 1));
const generation = months.map((month) => Math.round(420 + 300 * Math.sin(((month.getMonth() - 2) / 12) * 2 * Math.PI)));

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

export default function ZoomSliderComposition() {
  return (
    <ChartsContainerPro
      height={320}
      xAxis={[
        {
          id: 'months',
          scaleType: 'time',
          data: months,
          valueFormatter: (value: Date) => monthFormatter.format(value),
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[{ id: 'energy', label: 'kWh', width: 50 }]}
      series={[
        {
          type: 'line',
          data: generation,
          label: 'Solar generation',
          area: true,
          showMark: false,
          valueFormatter: (v) => `${v} kWh`,
        },
      ]}
      initialZoom={[{ axisId: 'months', start: 0, end: 50 }]}
    >
      <ChartsGrid horizontal />
      <g clipPath="url(#solar-clip)">
        <AreaPlot />
        <LinePlot />
      </g>
      <ChartsClipPath id="solar-clip" />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="energy" />
      <ChartsAxisHighlight x="line" />
      <ChartsZoomSlider />
      <ChartsTooltip />
    </ChartsContainerPro>
  );
}

import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly rainfall in Seattle, in mm (approximate, 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [142, 97, 106, 76, 51, 38, 15, 23, 41, 99, 160, 145];

// Presentation the chart's style sheets give its shapes and labels: the file has no style sheets.
const PROPERTIES = ['fill', 'stroke', 'stroke-width', 'opacity', 'font-family', 'font-size', 'font-weight'];

/** A standalone SVG file of the chart, with the computed styles written on each element. */
function toSvgFile(svg: SVGSVGElement): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [copy, ...copy.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const computed = getComputedStyle(source);
    const target = targets[index] as SVGElement;
    for (const property of PROPERTIES) target.style.setProperty(property, computed.getPropertyValue(property));
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
}

export default function ExportSvg() {
  // The chart's ref is its <svg> element.
  const chartRef = React.useRef<SVGSVGElement>(null);

  const download = () => {
    const svg = chartRef.current;
    if (!svg) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(toSvgFile(svg));
    link.download = 'seattle-rainfall.svg';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={download}>
        Download SVG
      </Button>
      <BarChart
        ref={chartRef}
        height={280}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[{ data: rainfall, label: 'Seattle', valueFormatter: (value) => `${value} mm` }]}
      />
    </Stack>
  );
}

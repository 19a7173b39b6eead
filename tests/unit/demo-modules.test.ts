import { expect, test } from 'vitest';
import { demoIdOfFile, demoModuleUrl } from '../../src/lib/demos/demo-modules';

test('a demo file is named by its path under src/demos; styling variants and other files are not demos', () => {
  expect(demoIdOfFile('data-grid/sorting/BasicSorting.tsx')).toBe('data-grid/sorting/BasicSorting');
  expect(demoIdOfFile('charts\\bars\\StackedBars.tsx')).toBe('charts/bars/StackedBars');
  expect(demoIdOfFile('material-ui/buttons/BasicButtons.tailwind.tsx')).toBeUndefined();
  expect(demoIdOfFile('material-ui/buttons/BasicButtons.css.tsx')).toBeUndefined();
  expect(demoIdOfFile('data-grid/shared/rows.ts')).toBeUndefined();
});

test('in development a demo loads from its source file, under the base path', () => {
  const options = { dev: true, base: '/', urls: undefined };
  expect(demoModuleUrl('charts/pie/Donut', options)).toBe('/src/demos/charts/pie/Donut.tsx');
  expect(demoModuleUrl('charts/pie/Donut', { ...options, base: '/docs' })).toBe('/docs/src/demos/charts/pie/Donut.tsx');
});

test('in a build a demo loads from the chunk the client build emitted for it', () => {
  const urls = { 'charts/pie/Donut': '_astro/Donut.Bx1.js' };
  expect(demoModuleUrl('charts/pie/Donut', { dev: false, base: '/docs/', urls })).toBe('/docs/_astro/Donut.Bx1.js');
  expect(() => demoModuleUrl('charts/pie/Missing', { dev: false, base: '/', urls })).toThrow(
    'The client build emitted no chunk for the demo charts/pie/Missing (src/demos/charts/pie/Missing.tsx).',
  );
  expect(() => demoModuleUrl('charts/pie/Donut', { dev: false, base: '/', urls: undefined })).toThrow(
    /map of demo chunks is missing/,
  );
});

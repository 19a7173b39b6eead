import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCount, demosOfPage, realDemoIds, syntheticPage } from '../../scripts/bench/synthetic-pages';

describe('realDemoIds', () => {
  it('keeps the demos, not their styling variants or the playground’s', () => {
    expect(
      realDemoIds([
        'playground/Counter.tsx',
        'data-grid/overview/FullFeatured.tsx',
        'playground/Counter.tailwind.tsx',
        'charts/bars/BasicBars.css.tsx',
        'charts/bars/BasicBars.tsx',
        'charts/bars/data.json',
      ]),
    ).toEqual(['charts/bars/BasicBars', 'data-grid/overview/FullFeatured']);
  });

  it('finds the site’s demos', () => {
    expect(realDemoIds(readdirSync('src/demos', { recursive: true, encoding: 'utf8' })).length).toBeGreaterThan(40);
  });
});

describe('demosOfPage', () => {
  const ids = Array.from({ length: 11 }, (_, index) => `demo-${index}`);

  it('gives each page 4 to 6 demos', () => {
    expect([0, 1, 2, 3, 4, 5].map(demoCount)).toEqual([4, 5, 6, 4, 5, 6]);
    expect(demosOfPage(ids, 0)).toEqual(['demo-0', 'demo-1', 'demo-2', 'demo-3']);
  });

  it('continues where the page before stopped, wrapping around, so every demo is shown as often', () => {
    const shown = Array.from({ length: 30 }, (_, page) => demosOfPage(ids, page)).flat();
    expect(shown).toEqual(Array.from({ length: shown.length }, (_, index) => `demo-${index % ids.length}`));
  });

  it('gives nothing when there are no demos', () => {
    expect(demosOfPage([], 3)).toEqual([]);
  });
});

describe('syntheticPage', () => {
  it('shows each demo by its full name, which a page of any folder can use', () => {
    const page = syntheticPage('charts', 7, ['charts/bars/BasicBars', 'data-grid/overview/FullFeatured']);
    expect(page.match(/<Demo name="[^"]+" \/>/g)).toEqual([
      '<Demo name="charts/bars/BasicBars" />',
      '<Demo name="data-grid/overview/FullFeatured" />',
    ]);
    expect(page).toMatch(/^---\ntitle: Scale test charts 7\n/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gridsRendered, hydrateAll } from './hydrate';
import { demoPagePaths, unwrittenPathnames } from './site-data';

// One page of each template.
const templates = {
  intro: '/x/introduction',
  'data grid demos': '/x/react-data-grid/pagination',
  // A component API page of ordinary length: the longest (DataGrid, 430 KB) checks the same
  // markup several times over, and takes minutes of axe on a busy machine.
  'component API': '/x/api/date-pickers/date-picker',
  'component page': '/material-ui/components/buttons',
  '404': '/no-such-page',
  'placeholder of an unwritten page': unwrittenPathnames[0]!,
};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Scroll through once, as a reader would. Rows that content-visibility: auto skips (the API
  // tables) are sized by an estimate until first rendered, while axe measures their content
  // where it would be: neighbouring rows then seem to overlap. Once rendered, each keeps its size.
  await page.evaluate(async () => {
    // Two frames, or 100 ms when Chromium skips frames (it sometimes stops painting a headless
    // page that is not in front): the scroll must finish either way.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  // Islands in view hydrate first (those below the fold, and those hydrated by a touch, wait for the reader).
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll(
          'astro-island[ssr]:not(.demo-toolbar-slot astro-island, [client="interaction"]), [data-demo]:not([data-demo-ready])',
        ),
      ].every((element) => {
        const box = element.getBoundingClientRect();
        return box.top > innerHeight || (box.width === 0 && box.height === 0);
      }),
    undefined,
    // A page of grids hydrates them one after the other: on a busy two-core machine, beside
    // another browser test, that has taken more than a minute.
    { timeout: 120_000 },
  );
}

// The licence watermark of Pro and Premium packages without a key is the package's own.
// Written `z-index: 100000` when rendered in the browser, `z-index:100000` on the server.
const LICENCE_WATERMARK =
  '[data-demo] .demo-stage div[style*="z-index: 100000"], [data-demo] .demo-stage div[style*="z-index:100000"]';

async function violations(page: Page, scope?: (builder: AxeBuilder) => AxeBuilder) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).exclude(LICENCE_WATERMARK);
  const results = await (scope ? scope(builder) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

// Every pair of settings (language, width, mode, direction) appears in at least one of these
// six views, so a fault that needs two of them together is still found, in six runs a
// template instead of sixteen.
const views = [
  { lang: 'en', width: 1280, mode: 'light', direction: 'ltr' },
  { lang: 'en', width: 390, mode: 'dark', direction: 'rtl' },
  { lang: 'zh', width: 1280, mode: 'dark', direction: 'rtl' },
  { lang: 'zh', width: 390, mode: 'light', direction: 'ltr' },
  { lang: 'en', width: 1280, mode: 'dark', direction: 'ltr' },
  { lang: 'zh', width: 390, mode: 'light', direction: 'rtl' },
] as const;

for (const [name, path] of Object.entries(templates)) {
  for (const { lang, width, mode, direction } of views) {
    test(`axe: ${name}, ${lang}, ${width}px, ${mode}, ${direction.toUpperCase()}`, async ({ page }) => {
      // A guard against a hang, not a speed check: axe on the longest page takes a while on a
      // busy two-core machine.
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.addInitScript(
        ([m, d]) => {
          localStorage.setItem('mui-mode', m!);
          localStorage.setItem('mui-direction', d!);
        },
        [mode, direction],
      );
      await page.goto(lang === 'zh' ? `/zh${path}` : path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('axe: the ad variants, the search dialog, the feedback form and the settings drawer', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => (Math.random = () => 0.5));
  await page.goto('/x/react-data-grid/pagination');
  await settle(page);
  await expect(page.locator('.ad-box [data-ad-kind="in-house"]')).toBeVisible();
  const demo = page.locator('.demo').first();
  await demo.scrollIntoViewIfNeeded();
  // A demo's toolbar hydrates when the reader points at it.
  await demo.locator('.demo-toolbar-slot').hover();
  await expect(demo.locator('.demo-toolbar-slot astro-island')).not.toHaveAttribute('ssr');
  await demo.getByRole('button', { name: 'Show the source' }).click();
  await demo.locator('.demo-code').scrollIntoViewIfNeeded();
  await expect(page.locator('.ad-inline')).toBeVisible();
  const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
  await feedback.scrollIntoViewIfNeeded();
  await feedback.getByRole('button', { name: 'No' }).click();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pagination');
  await expect(page.locator('.search-body[data-status="done"]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

// Demos are checked once they run: the server HTML the tests above see is not what a reader
// uses for long. One page of each demo template, its heaviest included; AXE_ALL_DEMOS=1 checks
// every written page with demos, which a writer runs for new demos (WRITING.md).
const demoTemplates = process.env.AXE_ALL_DEMOS
  ? demoPagePaths
  : [
      '/x/react-data-grid/pagination',
      '/x/react-data-grid/demos/inventory',
      '/x/react-date-pickers/date-picker',
      '/x/react-charts/bars',
      '/x/react-tree-view',
      '/material-ui/components/buttons',
      '/playground',
    ];

for (const path of demoTemplates) {
  test(`axe: the demos of ${path}, once hydrated`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto(path);
    await page.waitForLoadState('load');
    await hydrateAll(page);
    await gridsRendered(page);
    expect(await violations(page, (builder) => builder.include('[data-demo] .demo-stage'))).toEqual([]);
  });
}

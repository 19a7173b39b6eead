import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// One page of each template; each is checked in both languages, both directions, both
// modes and at desktop and phone widths.
const templates = {
  intro: '/x/introduction',
  'data grid demos': '/x/react-data-grid/pagination',
  'DataGrid API': '/x/api/data-grid/data-grid',
  'component page': '/material-ui/components/buttons',
  '404': '/no-such-page',
};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Scroll through once, as a reader would. Rows that content-visibility: auto skips (the API
  // tables) are sized by an estimate until first rendered, while axe measures their content
  // where it would be: neighbouring rows then seem to overlap. Once rendered, each keeps its size.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  // Islands in view hydrate first (those below the fold wait for the reader).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr], [data-demo]:not([data-demo-ready])')].every((element) => {
        const box = element.getBoundingClientRect();
        return box.top > innerHeight || (box.width === 0 && box.height === 0);
      }),
    undefined,
    { timeout: 20_000 },
  );
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

for (const [name, path] of Object.entries(templates)) {
  for (const lang of ['en', 'zh'] as const) {
    for (const width of [1280, 390]) {
      test(`axe: ${name}, ${lang}, ${width}px, light and dark, LTR and RTL`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        const url = lang === 'zh' ? `/zh${path}` : path;
        const found: string[] = [];
        for (const mode of ['light', 'dark']) {
          for (const direction of ['ltr', 'rtl']) {
            // Init scripts run in the order added, so the latest pair wins.
            await page.addInitScript(([m, d]) => {
              localStorage.setItem('mui-mode', m!);
              localStorage.setItem('mui-direction', d!);
            }, [mode, direction]);
            await page.goto(url);
            await settle(page);
            await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
            found.push(...(await violations(page)).map((violation) => `${mode} ${direction}: ${violation}`));
          }
        }
        expect(found).toEqual([]);
      });
    }
  }
}

test('axe: the ad variants, the search dialog, the feedback form and the settings drawer', async ({ page }) => {
  await page.addInitScript(() => (Math.random = () => 0.5));
  await page.goto('/x/react-data-grid/pagination');
  await settle(page);
  await expect(page.locator('.ad-box [data-ad-kind="in-house"]')).toBeVisible({ timeout: 8000 });
  const demo = page.locator('.demo').first();
  await demo.scrollIntoViewIfNeeded();
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

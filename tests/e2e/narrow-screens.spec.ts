import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/lib/paths';
import { templatePages } from './site-data';

// One page of each template (a Date and Time Pickers page among them: the longest product name
// in the app bar), in both languages, plus a page whose prev / next titles were one long word.
// The playground exists in English only.
const paths = [...templatePages, '/x/api/data-grid/data-grid-pro'];

/** The islands in view have hydrated: what the reader sees first is final. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll(
        'astro-island[ssr]:not(.demo-toolbar-slot astro-island, [client="interaction"]), [data-demo]:not([data-demo-ready])',
      ),
    ].every((element) => {
      const box = element.getBoundingClientRect();
      return box.top > innerHeight || (box.width === 0 && box.height === 0);
    }),
  );
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const path of paths) {
  test(`${path} does not scroll sideways at 320 and 390 px, in each language`, async ({ page }) => {
    const wide: string[] = [];
    for (const url of path === '/playground' ? [path] : [path, localizePath(path, 'zh')]) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(url);
      await settle(page);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) wide.push(`${url} at ${width} px: ${overflow} px too wide`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test('prev / next cards titled with one long word fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/x/introduction/licensing');
  const titles = page.locator('.prev-next .title');
  await expect(titles).toHaveCount(2);
  await titles.evaluateAll((elements) => {
    elements[0]!.textContent = 'DataGridPremium';
    elements[1]!.textContent = 'RichTreeViewPro';
  });
  expect(await sidewaysScroll(page)).toBe(0);
});

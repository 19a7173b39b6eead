import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { crawl, type CrawledPage } from './crawler';

let crawled: Awaited<ReturnType<typeof crawl>> | undefined;

test.describe.configure({ mode: 'serial' });

const FIXTURES_ORIGIN = 'http://127.0.0.1:4399';

test('no internal link or anchor is broken', async ({ request }) => {
  test.setTimeout(300_000);
  crawled = await crawl(request);
  expect(crawled.pages.size).toBeGreaterThan(100);
  expect(crawled.broken).toEqual([]);
});

// API pages share one template: a sample of them is enough to catch a console error there.
function pagesToOpen(pages: Map<string, CrawledPage>): string[] {
  const perApiSection = new Map<string, number>();
  return [...pages]
    .filter(([, page]) => page.html)
    .map(([path]) => path)
    .filter((path) => {
      const api = /^(\/zh)?\/(x\/api\/[a-z-]+|material-ui\/api)\//.exec(path);
      if (!api) return true;
      const count = (perApiSection.get(api[0]) ?? 0) + 1;
      perApiSection.set(api[0], count);
      return count <= 6;
    });
}

test('no page logs a console error or a hydration warning, and none asks an unconfigured third party for anything', async ({ page, baseURL }) => {
  test.setTimeout(900_000);
  const { pages } = crawled ?? (await crawl(page.request));
  const origin = new URL(baseURL!).origin;
  const problems = watchConsole(page);
  const foreign = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The build under test points its third parties at the loopback fixtures (.env.test).
    if (url.protocol.startsWith('http') && url.origin !== origin && url.origin !== FIXTURES_ORIGIN) foreign.add(url.origin);
  });
  const found: string[] = [];
  for (const path of pagesToOpen(pages)) {
    await page.goto(path, { waitUntil: 'load' });
    // Islands in view hydrate before the page counts as checked (islands below the fold,
    // or without a box, wait for the reader).
    const hydrated = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
            const box = island.getBoundingClientRect();
            return box.top > innerHeight || (box.width === 0 && box.height === 0);
          }),
        undefined,
        { timeout: 15_000 },
      )
      .then(() => true, () => false);
    if (!hydrated) found.push(`${path}: islands in view did not hydrate within 15 s`);
    await page.waitForTimeout(50);
    found.push(...problems.splice(0).map((problem) => `${path}: ${problem}`));
  }
  expect(found).toEqual([]);
  expect([...foreign]).toEqual([]);
});

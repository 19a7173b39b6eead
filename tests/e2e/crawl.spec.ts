import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

interface CrawledPage {
  ids: Set<string>;
  html: boolean;
}

const START = ['/', '/zh/', '/x', '/zh/x'];

/**
 * Follows every internal link from the landing pages over HTTP, in both languages: every
 * target must answer 200 and every #anchor must exist on its page. Returns the pages found.
 */
async function crawl(request: import('@playwright/test').APIRequestContext) {
  const pages = new Map<string, CrawledPage>();
  const queue = [...START];
  const anchors: Array<{ from: string; page: string; id: string }> = [];
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} answered ${response.status()}`);
      pages.set(path, { ids: new Set(), html: false });
      continue;
    }
    const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
    const text = isHtml ? await response.text() : '';
    const ids = new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtml(match[1]!)));
    pages.set(path, { ids, html: isHtml });
    for (const match of text.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const href = decodeHtml(match[1]!);
      if (/^(https?:|mailto:|\/\/)/.test(href)) continue;
      const url = new URL(href, `http://site${path}`);
      const target = url.pathname.replace(/\/$/, '') || '/';
      const key = target === '/zh' ? '/zh/' : target;
      if (url.hash) anchors.push({ from: path, page: key, id: decodeURIComponent(url.hash.slice(1)) });
      if (!pages.has(key) && !queue.includes(key)) queue.push(key);
    }
  }
  for (const { from, page, id } of anchors) {
    const target = pages.get(page);
    if (target?.html && !target.ids.has(id)) broken.push(`${from} links to ${page}#${id}, which has no such anchor`);
  }
  return { pages, broken };
}

function decodeHtml(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

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

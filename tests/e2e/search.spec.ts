import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { chineseQueries, englishQueries, type RelevanceCase } from './search-queries';
import { expectedPages } from './site-data';
import { Page as BuiltPage, textOf } from '../built/html';

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const field = (page: Page) => dialog(page).getByRole('combobox');

async function openWithShortcut(page: Page) {
  // The shortcut listener is a module script: it runs before the load event.
  await page.waitForLoadState('load');
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

/** Types a query and returns the page results as shown, as pathname plus hash. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await field(page).fill(query);
  await page.waitForFunction(
    (text) => {
      const body = document.querySelector('.search-body');
      return body?.getAttribute('data-answered') === text && body.getAttribute('data-status') === 'done';
    },
    query,
    { timeout: 15_000 },
  );
  return page.locator('.search-option:not(.search-option-nested)').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return decodeURI(url.pathname.replace(/\/$/, '')) + url.hash;
    }),
  );
}

async function checkRelevance(page: Page, from: string, cases: RelevanceCase[]) {
  await page.goto(from);
  await openWithShortcut(page);
  const misses: string[] = [];
  for (const { query, expect: wanted } of cases) {
    const top = (await resultsFor(page, query)).slice(0, 3);
    if (!top.includes(wanted))
      misses.push(`"${query}" on ${from}: wanted ${wanted}, got ${top.join(', ') || 'nothing'}`);
  }
  expect(misses).toEqual([]);
}

test('the search button shows its shortcut, and the search code loads on first open only', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const problems = watchConsole(page);
  await page.goto('/x/introduction');
  const button = page.getByRole('button', { name: 'Search…' });
  await expect(page.locator('.search-shortcut')).toHaveText('Ctrl K', { useInnerText: true });
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /pagefind|\/mount\.[\w-]+\.js/.test(url))).toEqual([]);
  await button.click();
  await expect(field(page)).toBeFocused();
  await resultsFor(page, 'grid');
  expect(requests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
  expect(problems).toEqual([]);
});

test('Apple platforms show ⌘K', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/x/introduction');
  await expect(page.locator('.search-shortcut')).toHaveText('⌘K', { useInnerText: true });
  await context.close();
});

test('Ctrl+K opens the dialog, Escape closes it and focus goes back', async ({ page }) => {
  await page.goto('/x/introduction');
  await page.getByRole('button', { name: 'Search…' }).focus();
  await openWithShortcut(page);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search…' })).toBeFocused();
  await openWithShortcut(page);
  await expect(field(page)).toHaveValue('');
});

test('typing a letter with the dialog closed opens it with that letter', async ({ page }) => {
  await page.goto('/x/introduction');
  await page.locator('h1').click();
  await page.keyboard.type('dat');
  await expect(field(page)).toHaveValue('dat');
  await page.keyboard.type('aGrid');
  await expect(field(page)).toHaveValue('dataGrid');
});

test('arrow keys and Enter open a result, which then shows under recent searches', async ({ page }) => {
  await page.goto('/x/introduction');
  await openWithShortcut(page);
  const results = await resultsFor(page, 'licensing');
  expect(results[0]).toBe('/x/introduction/licensing');
  await expect(dialog(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/?$/);
  await expect(page.locator('h1')).toContainText('Licensing');
  await openWithShortcut(page);
  const recent = dialog(page).getByRole('group', { name: 'Recently opened' });
  await expect(recent.getByRole('option').first()).toContainText('Licensing');
});

test('results are grouped by product, the current product first, with highlighted excerpts', async ({ page }) => {
  await page.goto('/x/react-data-grid');
  await openWithShortcut(page);
  await resultsFor(page, 'pagination');
  const groups = dialog(page).getByRole('listbox').getByRole('group');
  await expect(groups.first()).toHaveAttribute('aria-label', 'Data Grid');
  await expect(dialog(page).locator('.search-excerpt mark').first()).toHaveText(/pagination/i);
});

test('the dialog fills the screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh/x/introduction');
  await page.getByRole('button', { name: '搜索…' }).click();
  await expect(field(page)).toBeFocused();
  const box = await dialog(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});

for (const [from, cases] of Object.entries(englishQueries)) {
  test(`relevance: English queries on ${from}`, async ({ page }) => {
    await checkRelevance(page, from, cases);
  });
}

for (const [from, cases] of Object.entries(chineseQueries)) {
  test(`relevance: Chinese queries on ${from}`, async ({ page }) => {
    await checkRelevance(page, from, cases);
  });
}

test('every translated Chinese page is found by the words of its headings, typed without spaces', async ({ page }) => {
  const translated = expectedPages.filter(
    (entry) => entry.lang === 'zh' && !entry.untranslated && !entry.pathname.includes('/api/'),
  );
  expect(translated.length).toBeGreaterThan(10);
  // The words come from the built pages, read in Node; the browser only runs the searches.
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  const cases = translated.map((entry) => {
    const built = BuiltPage.read(entry.url);
    const headings = [...built.all('.docs-title'), ...built.all('.docs-body h2')].map(textOf);
    const words = [...new Set(headings.flatMap((text) => [...segmenter.segment(text)].map((part) => part.segment)))]
      .filter((word) => /^[\u4e00-\u9fff]{2,4}$/.test(word))
      .slice(0, 4);
    return { own: entry.url.replace(/\/$/, ''), words };
  });
  await page.goto('/zh/x/introduction');
  const misses = await page.evaluate(async (all) => {
    const indexUrl = '/pagefind/pagefind.js';
    const pagefind = await import(indexUrl);
    const failures: string[] = [];
    for (const { own, words } of all) {
      for (const word of words) {
        const response = await pagefind.search(word);
        const urls: string[] = await Promise.all(
          response.results.map(async (result: { data(): Promise<{ url: string }> }) => (await result.data()).url),
        );
        if (!urls.some((url) => decodeURI(url).replace(/\/$/, '') === own)) failures.push(`${word} -> ${own}`);
      }
    }
    return failures;
  }, cases);
  expect(misses).toEqual([]);
});

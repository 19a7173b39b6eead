import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { casePath, nodeSearch } from '../../scripts/search/relevance';

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const field = (page: Page) => dialog(page).getByRole('combobox');

async function openWithShortcut(page: Page) {
  // The shortcut listener is a module script: it runs before the load event.
  await page.waitForLoadState('load');
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

/** Types a query and returns the page results as shown, as pathname plus hash. */
async function resultsFor(page: Page, query: string, timeout = 30_000): Promise<string[]> {
  await field(page).fill(query);
  await page.waitForFunction(
    (text) => {
      const body = document.querySelector('.search-body');
      return body?.getAttribute('data-answered') === text && body.getAttribute('data-status') === 'done';
    },
    query,
    // A guard against hangs: the first query loads an index, which on a busy machine takes
    // seconds.
    { timeout },
  );
  const links = await page
    .locator('.search-option:not(.search-option-nested)')
    .evaluateAll((options) => options.map((option) => (option as HTMLAnchorElement).href));
  return links.map((href) => casePath(new URL(href).pathname + new URL(href).hash));
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

test('Chinese typed on an English page lists the Chinese pages, and says so', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid');
  await openWithShortcut(page);
  // The Chinese index and Chinese word breaking load on this first query: about twice as long.
  const results = await resultsFor(page, '分页', 60_000);
  expect(results[0]).toBe('/zh/x/react-data-grid/pagination');
  await expect(dialog(page).locator('.search-message')).toHaveText('Results from the pages in 中文.');
  await expect(dialog(page).getByRole('option').first()).toHaveAttribute('lang', 'zh-CN');
  // The page keeps its language, and English queries its English pages.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await resultsFor(page, 'pagination'))[0]).toBe('/x/react-data-grid/pagination');
  await expect(dialog(page).locator('.search-message')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the dialog lists the results the relevance check computes in Node', async ({ page }) => {
  // The relevance list runs in Node (tests/built/search.test.ts); this ties it to the dialog.
  const search = nodeSearch('dist');
  const from = '/x/introduction';
  await page.goto(from);
  await openWithShortcut(page);
  const rowTitles = page.locator('.search-option:not(.search-option-nested) .search-option-title');
  for (const query of ['checkboxSelection', 'autocomplete', 'DataGrid rows', 'pagination']) {
    const computed = (await search(from, query)).filter((row) => !row.nested);
    expect(await resultsFor(page, query), query).toEqual(computed.map((row) => casePath(row.url)));
    await expect(rowTitles).toHaveText(
      computed.map((row) => (row.parent ? `${row.parent} › ${row.title}` : row.title)),
    );
  }
});

import { expect, test } from '@playwright/test';
import { expectedPages } from './site-data';
import { hydratedWithoutInput as ready } from './hydrate';

const translated = expectedPages.find(
  (entry) => entry.lang === 'zh' && entry.pathname === '/x/introduction/licensing',
)!;
const untranslated = expectedPages.find(
  (entry) => entry.lang === 'zh' && entry.h1 === entry.navTitle && entry.untranslated,
);

test('a /zh/ page shows the chrome in Chinese', async ({ page }) => {
  await page.goto('/zh/x/introduction/licensing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '本页内容' }).getByRole('heading')).toHaveText('目录');
  // No repository is set in this build, so there is no "Edit this page" (base-path.spec.ts has one).
  await expect(page.getByRole('link', { name: '编辑此页' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '本页对你有帮助吗？' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '上一页和下一页' })).toContainText('上一页');
  await expect(page.getByRole('button', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('link', { name: '阅读本页的英文版' })).toHaveAttribute(
    'href',
    '/x/introduction/licensing',
  );
});

test('a translated page shows its Chinese body, and alternates point at both languages', async ({ page }) => {
  await page.goto(translated.url);
  await expect(page.locator('h1')).toHaveText(translated.h1);
  await expect(page.locator('.untranslated-notice')).toHaveCount(0);
  await expect(page.locator('.docs-body')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('.docs-body')).toContainText('许可证');
  const alternates = await page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
    );
  expect(alternates).toEqual([
    ['en', '/x/introduction/licensing'],
    ['zh-CN', '/zh/x/introduction/licensing'],
    ['x-default', '/x/introduction/licensing'],
  ]);
});

test('an untranslated page shows the English body, marked as English, under a notice in Chinese', async ({ page }) => {
  test.skip(!untranslated, 'every written page is translated');
  await page.goto(untranslated!.url);
  const notice = page.locator('.untranslated-notice');
  await expect(notice).toContainText('本页尚未翻译为中文');
  await expect(page.locator('.docs-body')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText(untranslated!.navTitle);
});

test('switching language keeps the section being read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/x/introduction/licensing');
  await ready(page);
  const headings = page.locator('.docs-body h2[id]');
  const second = headings.nth(1);
  await second.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  // A plain DOM click: Playwright's own click scrolls the sticky app bar's page to the top.
  await page.getByRole('link', { name: 'Read this page in Chinese' }).evaluate((link: HTMLElement) => link.click());
  await page.waitForURL(/\/zh\/x\/introduction\/licensing#/);
  const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
  const zhSecond = await page.locator('.docs-body h2[id]').nth(1).getAttribute('id');
  expect(hash).toBe(zhSecond);
});

test('the settings drawer switches language too', async ({ page }) => {
  await page.goto('/zh/x/introduction/support');
  await ready(page);
  await page.getByRole('button', { name: '设置' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await page.waitForURL(/\/x\/introduction\/support$|\/x\/introduction\/support#/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('?userLanguage=zh on an English page is honoured by the islands', async ({ page }) => {
  await page.goto('/x/introduction/installation?userLanguage=zh');
  await ready(page);
  await expect(page.getByRole('button', { name: '设置' })).toBeVisible();
  await expect(page.locator('.code-block').first().getByRole('button', { name: '复制代码' })).toHaveCount(1);
  // The server-rendered chrome stays English: the page itself is the English one.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Data Grid demo on a /zh/ page shows Chinese component strings', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/quickstart');
  const demo = page.locator('[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-ready', '');
  // The pagination footer of the grid, from the Chinese locale of @mui/x-data-grid.
  await expect(demo.getByText('每页行数:')).toBeVisible();
  await page.goto('/x/react-data-grid/quickstart');
  const english = page.locator('[data-demo]').first();
  await english.scrollIntoViewIfNeeded();
  await expect(english).toHaveAttribute('data-demo-ready', '');
  await expect(english.getByText('Rows per page:')).toBeVisible();
});

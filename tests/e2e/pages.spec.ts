import { expect, test } from '@playwright/test';
import { expectedPages } from './site-data';

test('the landing pages and the 404 page', async ({ page }) => {
  for (const [url, lang] of [
    ['/', 'en'],
    ['/zh/', 'zh-CN'],
    ['/x', 'en'],
    ['/zh/x', 'zh-CN'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toBeVisible();
  }
  // A page answers with a trailing slash too.
  expect((await page.request.get('/x/introduction/licensing/')).status()).toBe(200);
  const missing = await page.goto('/x/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  const missingZh = await page.goto('/zh/404');
  expect(missingZh?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('页面不存在');
});

test('/playground renders without the documentation layout', async ({ page }) => {
  await page.goto('/playground');
  await expect(page.locator('h1')).toHaveText('Playground');
  await expect(page.locator('header.app-bar')).toHaveCount(0);
  await expect(page.locator('#docs-drawer')).toHaveCount(0);
});

test('/x/llms.txt lists the written pages with their descriptions', async ({ request }) => {
  const response = await request.get('/x/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# MUI X\n/);
  for (const expected of expectedPages.filter((page) => page.lang === 'en' && page.pathname.startsWith('/x/'))) {
    expect(text).toContain(`${expected.pathname}): `);
  }
});

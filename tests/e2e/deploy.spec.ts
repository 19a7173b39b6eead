import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { PREVIEW_ORIGIN } from './origin';
import { templatePages } from './site-data';

const dist = (file: string) => readFileSync(`dist/${file}`, 'utf8');

function policy(): string {
  const match = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.+)$/m.exec(dist('_headers'));
  if (!match?.[1]) throw new Error('dist/_headers has no Content-Security-Policy for /*');
  return match[1];
}

test('dist holds the sitemap with hreflang pairs, robots.txt, _headers and _redirects', () => {
  const sitemap = dist('sitemap.xml');
  expect(sitemap).toContain('<loc>https://mui-docs.example.org/x/introduction/licensing</loc>');
  expect(sitemap).toContain(
    '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://mui-docs.example.org/zh/x/introduction/licensing"/>',
  );
  expect(sitemap).not.toContain('/404');
  // The bare playground is left out; the Pickers page called "playground" is a guide like any other.
  expect(sitemap).not.toMatch(/<loc>[^<]*\.org(?:\/zh)?\/playground<\/loc>/);
  expect(sitemap).toContain('<loc>https://mui-docs.example.org/x/react-date-pickers/playground</loc>');
  expect(dist('robots.txt')).toContain('Sitemap: https://mui-docs.example.org/sitemap.xml');
  const headers = dist('_headers');
  for (const header of [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy:',
  ]) {
    expect(headers).toContain(header);
  }
  expect(headers).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  expect(policy()).not.toContain("'unsafe-inline' 'self'");
  expect(policy()).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(policy()).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Only the third parties this (test) build enables: the loopback fixtures, no analytics host.
  expect(policy()).toContain('http://127.0.0.1:4399');
  expect(policy()).not.toContain('googletagmanager');
  expect(dist('_redirects')).toContain('/components/* /material-ui/components/:splat 301');
});

for (const path of templatePages) {
  test(`${path} runs under the CSP with no violation`, async ({ page }) => {
    const csp = policy();
    await page.route(`${PREVIEW_ORIGIN}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        ),
      );
    });
    const problems = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Islands below the fold hydrate as the reader scrolls to them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForLoadState('networkidle');
    const search = page.locator('dialog.search-dialog input');
    if ((await page.locator('.app-bar').count()) > 0) {
      await page.keyboard.press('Control+k');
      await expect(search).toBeFocused();
      await page.keyboard.type('grid');
      await expect(page.locator('.search-body[data-status="done"]')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);
  });
}

import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { crawl } from './crawler';

const SITE_URL = 'https://example.org/docs/';
const REPOSITORY = 'https://github.com/example/docs';
// Beside the main preview (E2E_PORT, 4321 by default).
const PORT = Number(process.env.E2E_PORT ?? 4321) + 1;

test('built for a subfolder, every page, link, anchor and asset stays under the base path', async ({
  playwright,
  page: browserPage,
}) => {
  test.setTimeout(600_000);
  // A production build: no feedback endpoint, and a repository for the edit and issue links.
  const env = { ...process.env, DOCS_SITE_URL: SITE_URL, DOCS_REPOSITORY: REPOSITORY };
  execFileSync('npx', ['astro', 'build', '--outDir', 'dist-base'], { env, stdio: 'ignore' });
  // Node itself, not npx, so that killing the process stops the server.
  const server = spawn(
    process.execPath,
    ['node_modules/astro/astro.js', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--outDir', 'dist-base'],
    { env, stdio: 'ignore' },
  );
  try {
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    await expect
      .poll(async () => (await request.get('/docs/').catch(() => undefined))?.status(), { timeout: 30_000 })
      .toBe(200);
    const { pages, broken } = await crawl(request, '/docs/');
    expect(pages.size).toBeGreaterThan(100);
    expect(broken).toEqual([]);
    const page = await (await request.get('/docs/x/introduction')).text();
    for (const [, url = ''] of page.matchAll(/(?:src|href)="(\/[^"]*)"/g))
      expect(url, 'asset or link outside /docs/').toMatch(/^\/docs\//);
    expect(page).toContain('<link rel="canonical" href="https://example.org/docs/x/introduction">');
    expect(readFileSync('dist-base/sitemap.xml', 'utf8')).toContain(
      '<loc>https://example.org/docs/zh/x/introduction/licensing</loc>',
    );
    expect(readFileSync('dist-base/_headers', 'utf8')).toMatch(/^\/docs\/\*$/m);
    await request.dispose();

    // With a repository and no feedback endpoint, the edit link points into the repository, and a
    // comment becomes an issue there, which the reader is told about before leaving the page.
    await browserPage.goto(`http://127.0.0.1:${PORT}/docs/x/introduction`);
    await expect(browserPage.locator('a.edit-link')).toHaveAttribute(
      'href',
      `${REPOSITORY}/edit/main/src/content/docs/en/x/introduction.mdx`,
    );
    expect(readFileSync('dist-base/playground/index.html', 'utf8').replaceAll('&quot;', '"')).toContain(
      `"sourceUrl":[0,"${REPOSITORY}/blob/main/src/demos/playground/Counter.tsx"]`,
    );
    const feedback = browserPage.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.scrollIntoViewIfNeeded();
    await browserPage.waitForFunction(() => !document.querySelector('.feedback')?.closest('astro-island[ssr]'));
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback!');
    await expect(feedback.getByText('Nothing is sent from this page')).toContainText('github.com/example/docs');
    await expect(feedback.getByRole('link', { name: 'Open an issue with this comment' })).toHaveAttribute(
      'href',
      new RegExp(`^${REPOSITORY}/issues/new\\?`),
    );
  } finally {
    server.kill();
  }
});

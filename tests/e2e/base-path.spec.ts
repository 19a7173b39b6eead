import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { crawl } from './crawler';

const SITE_URL = 'https://example.org/docs/';
// Beside the main preview (E2E_PORT, 4321 by default).
const PORT = Number(process.env.E2E_PORT ?? 4321) + 1;

test('built for a subfolder, every page, link, anchor and asset stays under the base path', async ({ playwright }) => {
  test.setTimeout(600_000);
  const env = { ...process.env, DOCS_SITE_URL: SITE_URL };
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
  } finally {
    server.kill();
  }
});

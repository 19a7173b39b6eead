import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

// Follows every internal link from the landing pages, in both languages, and checks that
// each target answers 200 and each #anchor exists on its page.
test('no internal link or anchor is broken, and no page logs an error', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ['/', '/zh/', '/x', '/zh/x'];
  const visited = new Map<string, Set<string>>(); // page -> ids on it
  const anchorsWanted: Array<{ from: string; page: string; id: string }> = [];
  const broken: string[] = [];
  const problems: string[] = [];
  const consoleProblems = watchConsole(page);
  const foreignRequests = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreignRequests.add(url.origin);
  });

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (status !== 200) {
      broken.push(`${path} answered ${status}`);
      visited.set(path, new Set());
      continue;
    }
    if (!(response?.headers()['content-type'] ?? '').includes('text/html')) {
      visited.set(path, new Set());
      continue;
    }
    await page.waitForLoadState('networkidle');
    problems.push(...consoleProblems.splice(0).map((problem) => `${path}: ${problem}`));
    const { ids, links } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      links: [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href),
    }));
    visited.set(path, new Set(ids));
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      const target = url.pathname.replace(/\/$/, '') || '/';
      const key = target === '/zh' ? '/zh/' : target;
      if (url.hash) anchorsWanted.push({ from: path, page: key, id: decodeURIComponent(url.hash.slice(1)) });
      if (!visited.has(key) && !queue.includes(key)) queue.push(key);
    }
  }

  for (const { from, page: target, id } of anchorsWanted) {
    const ids = visited.get(target);
    if (ids && ids.size > 0 && !ids.has(id)) broken.push(`${from} links to ${target}#${id}, which has no such anchor`);
  }

  expect(visited.size).toBeGreaterThan(10);
  expect(broken).toEqual([]);
  expect(problems).toEqual([]);
  // Fonts, icons and scripts are all self-hosted.
  expect([...foreignRequests]).toEqual([]);
});

import type { APIRequestContext } from '@playwright/test';

export interface CrawledPage {
  ids: Set<string>;
  html: boolean;
}

/**
 * Follows every internal link from the landing pages over HTTP, in both languages: every
 * target must answer 200 and every #anchor must exist on its page, and with a base path no
 * link may leave it. Returns the pages found.
 */
export async function crawl(request: APIRequestContext, base = '/') {
  const root = base.replace(/\/+$/, '');
  const pages = new Map<string, CrawledPage>();
  const queue = ['/', '/zh/', '/x', '/zh/x'].map((path) => (path === '/' ? base : `${root}${path}`));
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
      if (root && !target.startsWith(`${root}/`) && target !== root) {
        broken.push(`${path} links to ${target}, outside the base path ${base}`);
        continue;
      }
      const key = target === `${root}/zh` ? `${root}/zh/` : target === root ? base : target;
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
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

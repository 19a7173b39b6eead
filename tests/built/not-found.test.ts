// What a CDN serves for a URL with no page, read from the deploy files the build wrote.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, fileOf, Page } from './html';

interface Rule {
  from: string;
  to: string;
  status: number;
}

const rules: Rule[] = readFileSync(join(DIST, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
    return { from, to, status: Number(status) };
  });

/**
 * The answer to a request as Netlify reads `_redirects`: a file that exists is served (rules
 * are not forced), else the first rule that matches, else the site's 404.html.
 */
function answer(pathname: string): { status: number; file: string } {
  if (existsSync(fileOf(pathname))) return { status: 200, file: fileOf(pathname) };
  for (const rule of rules) {
    const splat = rule.from.endsWith('/*') ? rule.from.slice(0, -1) : undefined;
    if (splat ? pathname.startsWith(splat) : pathname === rule.from) {
      const to = rule.to.replace(':splat', splat ? pathname.slice(splat.length) : '');
      return { status: rule.status, file: rule.status === 404 ? join(DIST, to) : to };
    }
  }
  return { status: 404, file: join(DIST, '404.html') };
}

const languageOf = (file: string) => new Page(file, readFileSync(file, 'utf8')).attr('html', 'lang');

test('a Chinese URL with no page gets the Chinese 404 page, with status 404', () => {
  const missing = answer('/zh/x/no-such-page');
  expect(missing.status).toBe(404);
  expect(languageOf(missing.file)).toBe('zh-CN');
  // CDNs that serve the nearest 404.html instead (Cloudflare Pages) find the Chinese one too.
  expect(languageOf(join(DIST, 'zh/404.html'))).toBe('zh-CN');
});

test('English URLs with no page keep the English 404, and pages and old paths are answered first', () => {
  expect(languageOf(answer('/x/no-such-page').file)).toBe('en');
  expect(answer('/zh/x/introduction/licensing')).toEqual({
    status: 200,
    file: fileOf('/zh/x/introduction/licensing'),
  });
  expect(answer('/zh/components/buttons')).toEqual({ status: 301, file: '/zh/material-ui/components/buttons' });
});

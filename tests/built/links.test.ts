// Every internal link and anchor of the built site, checked from the files: a link must name a
// file that exists and, with a #hash, an id on that page.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from 'vitest';
import { listFiles } from '../../scripts/list-files';
import { decodeEntities, DIST, fileOf } from './html';

const idsOf = new Map<string, Set<string>>();
const existing = new Map<string, boolean>();

function exists(file: string): boolean {
  let found = existing.get(file);
  if (found === undefined) {
    found = existsSync(file);
    existing.set(file, found);
  }
  return found;
}

function ids(file: string): Set<string> {
  let found = idsOf.get(file);
  if (!found) {
    const html = readFileSync(file, 'utf8');
    found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)));
    idsOf.set(file, found);
  }
  return found;
}

test('no internal link or anchor of the built site is broken', () => {
  const pages = listFiles(DIST, '.html');
  expect(pages.length).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const file of pages) {
    const from = `/${relative(DIST, file)}`.replace(/(^|\/)index\.html$/, '$1');
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const href = decodeEntities(match[1]!);
      if (/^(https?:|mailto:|\/\/)/.test(href)) continue;
      const url = new URL(href, `http://site${from}`);
      const target = fileOf(url.pathname);
      if (!exists(target)) {
        broken.push(`${from} links to ${url.pathname}, which does not exist`);
        continue;
      }
      const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      if (id && target.endsWith('.html') && !ids(target).has(id)) {
        broken.push(`${from} links to ${url.pathname}#${id}, which has no such anchor`);
      }
    }
  }
  expect(broken).toEqual([]);
});

// Drawer entries whose page is not written lead to a placeholder page: it says so, links to
// the API reference, and stays out of search engines, the site's search and the sitemap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { translate } from '../../src/lib/i18n';
import { localizePath } from '../../src/lib/paths';
import { getProductKey } from '../../src/lib/product';
import { getProductEntry } from '../../src/lib/product-registry';
import { siteConfig } from '../../src/site.config';
import { trees, treeFor, unwrittenPathnames } from '../e2e/site-data';
import { DIST, Page, textOf } from './html';

const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');

test('there are unwritten entries to check', () => {
  expect(unwrittenPathnames.length).toBeGreaterThan(10);
});

describe.each(unwrittenPathnames.flatMap((pathname) => (['en', 'zh'] as const).map((lang) => ({ pathname, lang }))))(
  '$lang $pathname',
  ({ pathname, lang }) => {
    const url = localizePath(pathname, lang);
    const page = Page.read(url);
    const node = treeFor(pathname).index.get(pathname)!;

    test('is a page that says it is not written, under the title of its entry', () => {
      expect(page.text('h1')).toBe(node.title[lang]);
      expect(page.text('main')).toContain(translate(lang, 'unwritten.notWritten'));
      const current = page.all('#docs-drawer [aria-current="page"]');
      expect(current).toHaveLength(1);
      expect(current[0]!.attributes.class).toContain('nav-link-missing');
    });

    test('links to the API reference of its product, when the product has one', () => {
      const product = getProductEntry(getProductKey(pathname));
      if (!('api' in product)) return;
      const links = page.all('main a').map((link) => link.attributes.href ?? '');
      expect(links).toContain(localizePath(product.api.pathname, lang));
    });

    test('is kept out of search engines, the search index and the sitemap', () => {
      expect(page.attr('meta[name="robots"]', 'content')).toBe('noindex');
      expect(page.all('[data-pagefind-body]')).toHaveLength(0);
      expect(sitemap).not.toContain(`<loc>${new URL(url.slice(1), siteConfig.url).href}</loc>`);
    });
  },
);

test('the drawer of a written page links each unwritten entry, marked as not written', () => {
  const page = Page.read('/x/introduction');
  const missing = page.all('#docs-drawer a.nav-link-missing');
  const expected = trees.x.leaves.filter((leaf) => unwrittenPathnames.includes(leaf.pathname));
  expect(missing.map((link) => link.attributes.href)).toEqual(expected.map((leaf) => leaf.pathname));
  expect(textOf(missing[0]!)).toContain(translate('en', 'drawer.notWritten'));
});

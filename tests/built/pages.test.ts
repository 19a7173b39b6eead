// The structure of every written page, read from the built HTML: milliseconds a page, so this
// grows with the content without growing the browser tests.
import { describe, expect, test } from 'vitest';
import { localizePath } from '../../src/lib/paths';
import { getRepository, siteConfig } from '../../src/site.config';
import { expectedPages, readingOrder, treeFor } from '../e2e/site-data';
import { Page, readBuilt, textOf } from './html';

const site = new URL(siteConfig.url);
const absolute = (path: string) => new URL(path.replace(/^\//, ''), site).href;

describe.each(expectedPages)('$url', (expected) => {
  const page = Page.read(expected.url);

  test('title, h1, language, direction and description', () => {
    expect(page.text('title')).toBe(expected.documentTitle);
    expect(page.text('h1')).toBe(expected.h1);
    expect(page.all('h1')).toHaveLength(1);
    expect(page.attr('html', 'lang')).toBe(expected.lang === 'zh' ? 'zh-CN' : 'en');
    expect(page.attr('html', 'dir')).toBe('ltr');
    expect(page.attr('meta[name="description"]', 'content')).toBe(expected.description);
  });

  test('the drawer marks the page, and the breadcrumbs end with it', () => {
    const current = page.all('#docs-drawer [aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(textOf(current[0]!)).toContain(expected.navTitle);
    // A page at the top of the drawer (What's new) has no trail to show.
    const atTop = treeFor(expected.pathname).index.get(expected.pathname)?.parents.length === 0;
    if (atTop) expect(page.all('nav.breadcrumbs')).toHaveLength(0);
    else expect(page.text('nav.breadcrumbs [aria-current="page"]')).toBe(expected.navTitle);
  });

  test("prev and next follow the reading order of its product's guides", () => {
    const order = readingOrder(treeFor(expected.pathname), expected.pathname);
    const position = order.indexOf(expected.pathname);
    const prev = position > 0 ? localizePath(order[position - 1]!, expected.lang) : undefined;
    const next = position < order.length - 1 ? localizePath(order[position + 1]!, expected.lang) : undefined;
    expect(page.attr('a[data-prev]', 'href')).toBe(prev);
    expect(page.attr('a[data-next]', 'href')).toBe(next);
  });

  test.runIf(getRepository() === undefined)('without a repository setting, no link leads into one', () => {
    expect(page.all('a.edit-link')).toEqual([]);
    const islandProps = readBuilt(expected.url).replaceAll('&quot;', '"');
    expect(islandProps).not.toMatch(/"(sourceUrl|repositoryUrl)":\[0,"/);
  });

  test('canonical and hreflang alternates name both languages', () => {
    expect(page.attr('link[rel="canonical"]', 'href')).toBe(absolute(localizePath(expected.pathname, expected.lang)));
    const alternates = page
      .all('link[rel="alternate"][hreflang]')
      .map((link) => [link.attributes.hreflang, link.attributes.href]);
    expect(alternates).toEqual([
      ['en', absolute(expected.pathname)],
      ['zh-CN', absolute(localizePath(expected.pathname, 'zh'))],
      ['x-default', absolute(expected.pathname)],
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { drawerHtml, drawerMarkup, type DrawerText } from '../../src/lib/drawer-markup';
import type { NavNode } from '../../src/navigation/types';

function node(pathname: string, title: string, children: NavNode[] = [], extra: Partial<NavNode> = {}): NavNode {
  return {
    pathname,
    title: { en: title, zh: `${title}（中文）` },
    subheader: false,
    children,
    planned: false,
    newFeature: false,
    unstable: false,
    hidden: false,
    tabs: [],
    parents: [],
    ...extra,
  };
}

const text: DrawerText = {
  href: (pathname) => `/docs${pathname}`,
  isWritten: (entry) => !entry.pathname.includes('unwritten'),
  plan: { pro: 'Pro plan', premium: 'Premium plan' },
  chip: { new: 'New', planned: 'Planned', preview: 'Preview' },
  notWritten: 'not written yet',
  notWrittenLong: 'This page is not written yet',
};

const roots = [
  node(
    '/x/grid',
    'Data Grid',
    [
      node('/x/grid/overview', 'Overview'),
      node('/x/grid/main', 'Main features', [
        node('/x/grid/sorting', 'Sorting & filtering', [], { plan: 'pro', newFeature: true }),
        node('/x/grid/unwritten-page', 'Pivoting'),
        node('/x/grid/unwritten-page#export', 'Export'),
        node('/x/grid/secret', 'Hidden', [], { hidden: true }),
      ]),
    ],
    { subheader: true },
  ),
];

describe('the drawer markup', () => {
  const markup = drawerMarkup(roots, 'en', text);

  test('the current page is marked, and only the groups around it are open', () => {
    const html = drawerHtml(markup, '/x/grid/sorting', new Set(['/x/grid/main']));
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(
      '<a class="nav-link" href="/docs/x/grid/sorting" aria-current="page">Sorting &amp; filtering',
    );
    expect(html).toContain('<details open><summary>Main features</summary><ul style="--depth: 1">');
    const other = drawerHtml(markup, '/x/grid/overview', new Set());
    expect(other).toContain('href="/docs/x/grid/overview" aria-current="page"');
    expect(other).not.toContain('<details open');
  });

  test('plans and chips follow the title; hidden entries are left out', () => {
    const html = drawerHtml(markup, '', new Set());
    expect(html).toContain(
      'Sorting &amp; filtering<span class="plan-icon plan-pro" role="img" aria-label="Pro plan"></span><span class="chip chip-new">New</span>',
    );
    expect(html).not.toContain('Hidden');
    expect(html).toContain('<li class="nav-subheader"><span class="nav-subheader-title">Data Grid</span><ul>');
  });

  test('an unwritten page leads to its placeholder; an anchor into one is not a link', () => {
    const html = drawerHtml(markup, '', new Set());
    expect(html).toContain(
      '<a class="nav-link nav-link-missing" href="/docs/x/grid/unwritten-page" title="This page is not written yet">Pivoting<span class="visually-hidden">(not written yet)</span></a>',
    );
    expect(html).toContain('<span class="nav-link nav-link-missing" title="This page is not written yet">Export');
  });

  test('the titles are those of the language', () => {
    expect(drawerHtml(drawerMarkup(roots, 'zh', text), '', new Set())).toContain('>Overview（中文）</a>');
  });
});

// The API reference as built: every API page and index read from dist/ (no browser), for
// what its markup owes a reader: tables for assistive technology, Markdown rendered, no empty
// labels, links that stay on this site when it has the page.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ELEMENT_NODE, type ElementNode } from 'ultrahtml';
import { describe, expect, test } from 'vitest';
import { listFiles } from '../../scripts/list-files';
import { decodeEntities, DIST, fileOf, Page, textOf } from './html';

const apiFiles = [...listFiles(join(DIST, 'x/api'), '.html'), ...listFiles(join(DIST, 'material-ui/api'), '.html')];
const urlOf = (file: string) => `/${relative(DIST, file)}`.replace(/\/index\.html$/, '');
const elements = (node: ElementNode) =>
  node.children.filter((child): child is ElementNode => child.type === ELEMENT_NODE);
const rowsOf = (table: ElementNode) => elements(table).filter((child) => child.attributes.role === 'row');
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** A page's main content as a reader reads it, code left out (Markdown may be quoted there). */
function proseOf(html: string): string {
  const withoutCode = mainOf(html)
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(withoutCode).replace(/\s+/g, ' ');
}

describe('every API page and index', () => {
  const pages = apiFiles.map((file) => ({ url: urlOf(file), html: readFileSync(file, 'utf8') }));

  test('is there to check', () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  test('shows no raw Markdown, nor the doc comment’s lists that repeat the page', () => {
    const raw = pages.flatMap(({ url, html }) => {
      const prose = proseOf(html);
      const found = /\]\(|\[\[|```|\{@link|\*\*| #{2,} |(?:^| )(?:Demos|Features|API): /.exec(prose);
      return found ? [`${url}: …${prose.slice(Math.max(0, found.index - 40), found.index + 40)}…`] : [];
    });
    expect(raw).toEqual([]);
  });

  test('labels no empty value: a labelled cell holds one, an empty cell has no label', () => {
    const empty = pages.flatMap(({ url, html }) =>
      [...html.matchAll(/<div class="api-cell api-(?:second|third)[^"]*"[^>]*>([\s\S]*?)<\/div>/g)]
        .filter(
          ([cell, content = '']) => /data-label=/.test(cell.slice(0, cell.indexOf('>'))) !== /<code>/.test(content),
        )
        .map(([cell]) => `${url}: ${cell.slice(0, 120)}`),
    );
    expect(empty).toEqual([]);
  });

  test('links to this site, not to mui.com, for the pages this site has', () => {
    // A placeholder of an unwritten page (noindex) is not one: mui.com has the real page.
    const hasPage = (path: string) =>
      existsSync(fileOf(path)) &&
      !readFileSync(fileOf(path), 'utf8').includes('<meta name="robots" content="noindex">');
    const outbound = pages.flatMap(({ url, html }) =>
      [...mainOf(html).matchAll(/<a\s[^>]*?href="https?:\/\/(?:[a-z0-9-]+\.)?mui\.com(\/[^"#?]*)/g)]
        .map((match) => match[1]!)
        .filter((path) => path !== '/' && hasPage(path))
        .map((path) => `${url} -> ${path}`),
    );
    expect(outbound).toEqual([]);
  });
});

describe.each(['/x/api/data-grid/data-grid', '/material-ui/api/button'])('%s', (url) => {
  const page = Page.read(url);
  const tables = page.all('[role="table"]');

  test('its props, slots and classes are tables with column headers, and every row has each cell', () => {
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      expect(table.attributes['aria-labelledby']).toMatch(/^(props|slots|classes)$/);
      const [head, ...body] = rowsOf(table);
      const roles = (row: ElementNode) => elements(row).map((cell) => cell.attributes.role);
      const headers = roles(head!);
      expect(headers.every((role) => role === 'columnheader')).toBe(true);
      expect(body.length).toBeGreaterThan(0);
      for (const row of body) {
        expect(roles(row)).toEqual(['rowheader', ...Array<string>(headers.length - 1).fill('cell')]);
      }
    }
  });

  test('no column is empty in every row', () => {
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      const rows = rowsOf(table).slice(1);
      const width = elements(rows[0]!).length;
      for (let column = 0; column < width; column += 1) {
        const values = rows.map((row) => textOf(elements(row)[column]!));
        expect(values.some((value) => value !== '' && value !== '—')).toBe(true);
      }
    }
  });
});

test('the DataGrid page answers mui.com’s anchors of a prop and a class on their row', () => {
  const page = Page.read('/x/api/data-grid/data-grid');
  for (const [row, aliases] of [
    ['props-checkboxSelection', ['data-grid-prop-checkboxSelection', 'DataGrid-prop-checkboxSelection']],
    ['classes-cell', ['data-grid-classes-MuiDataGrid-cell', 'DataGrid-css-MuiDataGrid-cell']],
  ] as const) {
    for (const alias of aliases) expect(page.one(`#${row} #${alias}`), alias).toBeDefined();
  }
});

test('the Button page lists as demos the Material UI pages that show it, not the Data Grid’s', () => {
  const demos = Page.read('/material-ui/api/button')
    .all('.api-demos a')
    .map((link) => link.attributes.href);
  expect(demos).toContain('/material-ui/components/buttons');
  expect(demos.filter((href) => href?.startsWith('/x/'))).toEqual([]);
});

// Search as the dialog runs it (Pagefind's own script and the site's ranking), in Node against
// the built index: no browser, so every query of the relevance list runs in seconds.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadNodePagefind } from '../../scripts/search/node-pagefind';
import { casePath, measureRelevance, nodeSearch } from '../../scripts/search/relevance';
import { relevanceCases } from '../../scripts/search/relevance-cases';
import { expectedPages } from '../e2e/site-data';
import { DIST, fileOf, Page, textOf } from './html';

interface ApiData {
  props: { name: string; description: string }[];
}

describe('search relevance', () => {
  test('the list covers guide and API pages of both products in both languages', () => {
    const expected = Object.values(relevanceCases).flatMap((cases) => cases.map((entry) => entry.expect));
    expect(expected.length).toBeGreaterThanOrEqual(30);
    for (const area of ['/x/react-', '/x/api/', '/material-ui/components/', '/material-ui/api/', '/zh/']) {
      expect(expected.some((path) => path.startsWith(area))).toBe(true);
    }
    expect(expected.filter((path) => !existsSync(fileOf(path)))).toEqual([]);
  });

  test('every query finds its page among the first three results', async () => {
    const report = await measureRelevance(DIST);
    expect(report.misses).toEqual([]);
  });
});

describe('what the dialog lists', () => {
  const search = nodeSearch(DIST);
  const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

  test('an API member’s excerpt is its description, not its row’s cells run together', async () => {
    const grid = JSON.parse(readFileSync('src/content/api/data-grid/data-grid.json', 'utf8')) as ApiData;
    const prop = grid.props.find((entry) => entry.name === 'checkboxSelection')!;
    const [first] = await search('/x/introduction', 'checkboxSelection');
    expect(first).toMatchObject({ title: 'checkboxSelection', parent: 'DataGrid API' });
    // The description is Markdown: `true` is code.
    expect(text(first!.excerpt)).toBe(prop.description.replaceAll('`', ''));
  });

  test('a page and its Component API tab, both titled Pagination, are told apart', async () => {
    const rows = (await search('/material-ui/getting-started/installation', 'pagination')).filter((row) => !row.nested);
    const titled = rows.filter(
      (row) => row.url.startsWith('/material-ui/components/') && [row.title, row.parent].includes('Pagination'),
    );
    expect(titled.map((row) => [row.parent, row.title, casePath(row.url)])).toEqual([
      [undefined, 'Pagination', '/material-ui/components/pagination'],
      ['Pagination', 'Component API', '/material-ui/components/pagination/components-api'],
    ]);
  });
});

test('every translated Chinese page is found by the words of its headings, typed without spaces', async () => {
  const translated = expectedPages.filter(
    (entry) => entry.lang === 'zh' && !entry.untranslated && !entry.pathname.includes('/api/'),
  );
  expect(translated.length).toBeGreaterThan(10);
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  const pagefind = await loadNodePagefind(DIST, 'zh-CN');
  const misses: string[] = [];
  for (const entry of translated) {
    const built = Page.read(entry.url);
    const headings = [...built.all('.docs-title'), ...built.all('.docs-body h2')].map(textOf);
    const words = [...new Set(headings.flatMap((text) => [...segmenter.segment(text)].map((part) => part.segment)))]
      .filter((word) => /^[\u4e00-\u9fff]{2,4}$/.test(word))
      .slice(0, 4);
    const own = casePath(entry.url);
    for (const word of words) {
      const response = await pagefind.search(word);
      const urls = await Promise.all((response?.results ?? []).map(async (result) => (await result.data()).url));
      if (!urls.some((url) => casePath(url) === own)) misses.push(`${word} -> ${own}`);
    }
  }
  expect(misses).toEqual([]);
});

import { describe, expect, it } from 'vitest';
import { importStatement, markQueryWords, memberDescription } from '../../src/lib/search/excerpt';
import type { Pagefind, PagefindData } from '../../src/lib/search/pagefind-hits';
import { rankHits, type SearchHit } from '../../src/lib/search/rank';
import { resultRows } from '../../src/lib/search/rows';
import { searchLanguage, searchSite } from '../../src/lib/search/search-site';

// The indexed text of an API page as Pagefind gives it: headings end with ". ", and the type
// and default cells are left out of the index.
const content = [
  'DataGrid API. Demos. Overview Quickstart Import.',
  "import { DataGrid } from '@mui/x-data-grid'; // or import { DataGrid } from '@mui/x-data-grid/DataGrid';",
  'Props. columns. * Set of columns of type GridColDef[].',
  'checkboxSelection. If true, the Data Grid will display an extra column with checkboxes for selecting rows.',
  'autoHeight. If true, the Data Grid height is dynamic and takes as much space as it needs to display all rows.',
  'Use it instead of a flex parent container approach, if: you don’t need to set a minimum or maximum height.',
  'className.',
].join(' ');
const words = content.split(' ');
const at = (word: string) => words.indexOf(word);
const anchors = [
  { id: 'import', location: at('Import.') },
  { id: 'props', location: at('Props.') },
  { id: 'props-columns', location: at('columns.') },
  { id: 'props-checkboxSelection', location: at('checkboxSelection.') },
  { id: 'props-autoHeight', location: at('autoHeight.') },
  { id: 'props-className', location: at('className.') },
];
const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('API excerpts', () => {
  it('read as the member’s description, without its name or required mark', () => {
    expect(memberDescription(content, anchors, 'props-checkboxSelection')).toBe(
      'If true, the Data Grid will display an extra column with checkboxes for selecting rows.',
    );
    expect(memberDescription(content, anchors, 'props-columns')).toBe('Set of columns of type GridColDef[].');
    expect(memberDescription(content, anchors, 'props-className')).toBe('');
    expect(memberDescription(content, anchors, 'props-nothing')).toBe('');
  });

  it('stop a long description at the end of a sentence', () => {
    expect(memberDescription(content, anchors, 'props-autoHeight')).toBe(
      'If true, the Data Grid height is dynamic and takes as much space as it needs to display all rows.',
    );
  });

  it('mark the words the query starts, leaving punctuation outside', () => {
    expect(markQueryWords('Set of rows, sorted.', 'Row')).toEqual([
      { text: 'Set of ', match: false },
      { text: 'rows', match: true },
      { text: ', sorted.', match: false },
    ]);
  });

  it('sum up an API page by its import', () => {
    expect(importStatement(content)).toBe("import { DataGrid } from '@mui/x-data-grid';");
    expect(importStatement('Demos. No import here.')).toBeUndefined();
  });
});

const hit = (overrides: Partial<SearchHit> & Pick<SearchHit, 'url' | 'title'>): SearchHit => ({
  excerpt: '',
  content: '',
  product: 'material-ui',
  kind: 'guide',
  uses: 0,
  score: 1,
  anchors: [],
  subResults: [],
  ...overrides,
});
const tabLabels = { 'components-api': 'Component API' };

describe('result rows', () => {
  it('tell a page from its API tab of the same title', () => {
    const hits = [
      hit({
        url: '/material-ui/components/pagination/',
        title: 'Pagination',
        excerpt: '<mark>Pagination</mark> lets readers move through content',
        subResults: [{ title: 'Basic pagination', url: '/material-ui/components/pagination/#basic', excerpt: '' }],
      }),
      hit({
        url: '/material-ui/components/pagination/components-api/',
        title: 'Pagination',
        subResults: [
          {
            title: 'Pagination',
            url: '/material-ui/components/pagination/components-api/#api-Pagination',
            excerpt: '',
          },
          {
            title: 'TablePagination',
            url: '/material-ui/components/pagination/components-api/#api-TablePagination',
            excerpt: '',
          },
        ],
      }),
    ];
    const rows = resultRows(rankHits('pagination', hits, 'material-ui'), 'pagination', tabLabels)[0]?.rows ?? [];
    expect(rows.map((row) => [row.parent, row.title, row.nested])).toEqual([
      [undefined, 'Pagination', false],
      ['Pagination', 'Basic pagination', true],
      ['Pagination', 'Component API', false],
    ]);
    expect(text(rows[2]?.excerpt ?? [])).toBe('Pagination, TablePagination');
  });

  it('show an API member’s description and an API page’s import, with no table sections', () => {
    const grid = hit({
      url: '/x/api/data-grid/data-grid/',
      title: 'DataGrid API',
      product: 'x-data-grid',
      kind: 'api',
      content,
      anchors,
      subResults: [
        { title: 'Props', url: '/x/api/data-grid/data-grid/#props', excerpt: 'columns. checkboxSelection.' },
      ],
    });
    const [member] = resultRows(rankHits('checkboxSelection', [grid], 'x'), 'checkboxSelection', tabLabels)[0]!.rows;
    expect(member).toMatchObject({ title: 'checkboxSelection', parent: 'DataGrid API' });
    expect(text(member!.excerpt)).toBe(
      'If true, the Data Grid will display an extra column with checkboxes for selecting rows.',
    );
    const pageRows = resultRows(rankHits('DataGrid', [grid], 'x'), 'DataGrid', tabLabels)[0]!.rows;
    expect(pageRows.map((row) => [row.title, text(row.excerpt)])).toEqual([
      ['DataGrid API', "import { DataGrid } from '@mui/x-data-grid';"],
    ]);
  });
});

describe('the language searched', () => {
  it('is the page’s, unless the query is in a script only another language uses', () => {
    expect(searchLanguage('pagination', 'en')).toBe('en');
    expect(searchLanguage('分页', 'en')).toBe('zh');
    expect(searchLanguage('DataGrid 分页', 'en')).toBe('zh');
    expect(searchLanguage('分页', 'zh')).toBe('zh');
    expect(searchLanguage('pagination', 'zh')).toBe('zh');
  });

  it('picks the index searched, and the results say so', async () => {
    const opened: string[] = [];
    const page: PagefindData = {
      url: '/zh/x/react-data-grid/pagination/',
      excerpt: '',
      content: '分页',
      meta: { title: '分页' },
      filters: {},
    };
    const index: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async () => ({ results: [{ score: 1, data: async () => page }] }),
    };
    const open = async (htmlLang: string) => {
      opened.push(htmlLang);
      return index;
    };
    const results = await searchSite('分页', { lang: 'en', product: 'x-data-grid' }, open);
    expect(opened).toEqual(['zh-CN']);
    expect(results.language).toBe('zh');
    expect(results.groups[0]?.hits[0]?.url).toBe('/zh/x/react-data-grid/pagination/');
    await searchSite('pagination', { lang: 'en', product: 'x-data-grid' }, open);
    expect(opened).toEqual(['zh-CN', 'en']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildNavTree } from '../../src/navigation/build';
import { parseExcerpt, withoutLeadingTitle } from '../../src/lib/search/excerpt';
import { pageFacets, pagefindAttributes } from '../../src/lib/search/facets';
import { CANDIDATES, searchHits, type Pagefind } from '../../src/lib/search/pagefind-hits';
import {
  findMember,
  findScopedMember,
  flattenGroups,
  memberAt,
  normalizeTitle,
  rankHits,
  type SearchHit,
} from '../../src/lib/search/rank';
import { addRecent, parseRecent } from '../../src/lib/search/recent';
import { isSearchShortcut, isTypeToSearch } from '../../src/lib/search/shortcut';

const hit = (overrides: Partial<SearchHit> & Pick<SearchHit, 'url' | 'title'>): SearchHit => ({
  excerpt: '',
  content: '',
  product: 'x-data-grid',
  kind: 'guide',
  uses: 0,
  score: 1,
  anchors: [],
  subResults: [],
  ...overrides,
});

describe('rankHits', () => {
  it('puts migration guides below the current guides unless the query is about upgrading', () => {
    const hits = [
      hit({ url: '/x/migration/migration-pickers-v6/', title: 'Migrating the pickers from v6 to v7', score: 42 }),
      hit({ url: '/x/react-date-pickers/', title: 'Date and Time Pickers', score: 34 }),
    ];
    expect(flattenGroups(rankHits('date library adapter', hits, 'x'))[0]?.url).toBe('/x/react-date-pickers/');
    expect(flattenGroups(rankHits('adapter migration', hits, 'x'))[0]?.url).toBe('/x/migration/migration-pickers-v6/');
    expect(flattenGroups(rankHits('adapter v6', hits, 'x'))[0]?.url).toBe('/x/migration/migration-pickers-v6/');
  });

  it('puts the page titled as the query above pages that merely mention it often', () => {
    const hits = [
      hit({
        url: '/material-ui/api/pagination-item/',
        title: 'PaginationItem API',
        product: 'material-ui',
        kind: 'api',
        score: 40,
      }),
      hit({ url: '/x/react-data-grid/pagination/', title: 'Pagination', score: 10 }),
    ];
    expect(flattenGroups(rankHits('pagination', hits, 'material-ui'))[0]?.url).toBe('/x/react-data-grid/pagination/');
  });

  it('breaks a tie between products in favour of the reader’s current product', () => {
    const hits = [
      hit({ url: '/material-ui/components/pagination/', title: 'Pagination', product: 'material-ui', score: 12 }),
      hit({ url: '/x/react-data-grid/pagination/', title: 'Pagination', product: 'x-data-grid', score: 10 }),
    ];
    expect(flattenGroups(rankHits('pagination', hits, 'x-data-grid'))[0]?.url).toBe('/x/react-data-grid/pagination/');
    expect(flattenGroups(rankHits('pagination', hits, 'material-ui'))[0]?.url).toBe(
      '/material-ui/components/pagination/',
    );
  });

  it('prefers the current product’s family when titles tie', () => {
    const hits = [
      hit({
        url: '/material-ui/getting-started/installation/',
        title: 'Installation',
        product: 'material-ui',
        score: 40,
      }),
      hit({ url: '/x/introduction/installation/', title: 'Installation', product: 'x', score: 39 }),
    ];
    expect(rankHits('installation', hits, 'x-data-grid')[0]?.product).toBe('x');
  });

  it('leads a prop name to the API row that documents it', () => {
    const hits = [
      hit({
        url: '/x/api/tree-view/rich-tree-view/',
        title: 'RichTreeView API',
        product: 'x-tree-view',
        kind: 'api',
        score: 12,
        anchors: [{ id: 'props-checkboxSelection', location: 0 }],
      }),
      hit({ url: '/x/react-data-grid/', title: 'Data Grid', score: 9 }),
    ];
    const [first] = flattenGroups(rankHits('checkboxselection', hits, 'x-data-grid'));
    expect(first?.target).toBe('/x/api/tree-view/rich-tree-view/#props-checkboxSelection');
    expect(first?.member).toBe('props-checkboxSelection');
  });

  it('on a product’s page, sends its prop to its own API page before another product’s', () => {
    const hits = [
      hit({
        url: '/x/api/tree-view/simple-tree-view/',
        title: 'SimpleTreeView API',
        product: 'x-tree-view',
        kind: 'api',
        score: 12.5,
        anchors: [{ id: 'props-checkboxSelection', location: 0 }],
      }),
      hit({
        url: '/x/api/data-grid/data-grid/',
        title: 'DataGrid API',
        kind: 'api',
        score: 5.4,
        anchors: [{ id: 'props-checkboxSelection', location: 0 }],
      }),
    ];
    expect(flattenGroups(rankHits('checkboxSelection', hits, 'x-data-grid'))[0]?.target).toBe(
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
    );
    expect(flattenGroups(rankHits('checkboxSelection', hits, 'x-tree-view'))[0]?.target).toBe(
      '/x/api/tree-view/simple-tree-view/#props-checkboxSelection',
    );
  });

  it('leads a component’s name to its page, not to its prop or other components’ props of that name', () => {
    const autoComplete = [{ id: 'props-autoComplete', location: 0 }];
    const hits = [
      hit({
        url: '/material-ui/api/text-field/',
        title: 'TextField API',
        kind: 'api',
        score: 10,
        uses: 2,
        anchors: autoComplete,
      }),
      hit({
        url: '/material-ui/api/filled-input/',
        title: 'FilledInput API',
        kind: 'api',
        score: 9,
        anchors: autoComplete,
      }),
      hit({
        url: '/material-ui/api/autocomplete/',
        title: 'Autocomplete API',
        kind: 'api',
        score: 8,
        anchors: autoComplete,
      }),
    ].map((entry) => ({ ...entry, product: 'material-ui' }));
    const lowerCase = flattenGroups(rankHits('autocomplete', hits, 'x'));
    expect(lowerCase.map((entry) => entry.target)).toEqual([
      '/material-ui/api/autocomplete/',
      '/material-ui/api/text-field/#props-autoComplete',
      '/material-ui/api/filled-input/#props-autoComplete',
    ]);
    // Typed as the prop is written, it is the prop.
    expect(flattenGroups(rankHits('autoComplete', hits, 'x')).map((entry) => entry.target)).toContain(
      '/material-ui/api/autocomplete/#props-autoComplete',
    );
  });

  it('sends a prop of several components to the one more guide pages use, unless the reader’s product has it', () => {
    const checkbox = [{ id: 'props-checkboxSelection', location: 0 }];
    const hits = [
      hit({
        url: '/x/api/tree-view/simple-tree-view/',
        title: 'SimpleTreeView API',
        product: 'x-tree-view',
        kind: 'api',
        score: 12,
        uses: 1,
        anchors: checkbox,
      }),
      hit({
        url: '/x/api/data-grid/data-grid-pro/',
        title: 'DataGridPro API',
        kind: 'api',
        score: 9,
        uses: 1,
        anchors: checkbox,
      }),
      hit({
        url: '/x/api/data-grid/data-grid/',
        title: 'DataGrid API',
        kind: 'api',
        score: 6,
        uses: 6,
        anchors: checkbox,
      }),
      hit({ url: '/x/react-data-grid/', title: 'Data Grid', score: 10 }),
    ];
    const targets = (product: string) =>
      flattenGroups(rankHits('checkboxSelection', hits, product)).map((entry) => entry.target);
    expect(targets('x')[0]).toBe('/x/api/data-grid/data-grid/#props-checkboxSelection');
    expect(targets('material-ui')[0]).toBe('/x/api/data-grid/data-grid/#props-checkboxSelection');
    expect(targets('x-tree-view')[0]).toBe('/x/api/tree-view/simple-tree-view/#props-checkboxSelection');

    // However many pages both are shown on, the one shown on more still goes first.
    const many = hits.map((entry) =>
      entry.title === 'DataGrid API'
        ? { ...entry, uses: 36 }
        : entry.title === 'DataGridPro API'
          ? { ...entry, uses: 21 }
          : entry,
    );
    const first = flattenGroups(rankHits('checkboxSelection', many, 'x'))[0];
    expect(first?.target).toBe('/x/api/data-grid/data-grid/#props-checkboxSelection');
  });

  it('leads a component’s name followed by a prop to that prop, however Pagefind scored the page', () => {
    const hits = [
      hit({ url: '/x/introduction/installation/', title: 'Installation', product: 'x', score: 11 }),
      hit({ url: '/x/react-data-grid/quickstart/', title: 'Quickstart', score: 19 }),
      hit({
        url: '/x/api/data-grid/data-grid/',
        title: 'DataGrid API',
        kind: 'api',
        score: 3,
        anchors: [
          { id: 'props-rowCount', location: 10 },
          { id: 'props-rows', location: 20 },
        ],
      }),
    ];
    expect(flattenGroups(rankHits('DataGrid rows', hits, 'x'))[0]?.target).toBe(
      '/x/api/data-grid/data-grid/#props-rows',
    );
  });

  it('leads an API page the query does not name to the row of its best match', () => {
    const anchors = [
      { id: 'props', location: 30 },
      { id: 'props-checkboxSelection', location: 40 },
      { id: 'props-classes', location: 58 },
    ];
    const grid = hit({ url: '/x/api/data-grid/data-grid/', title: 'DataGrid API', kind: 'api', anchors });
    expect(flattenGroups(rankHits('extra column', [{ ...grid, bestMatch: 50 }], 'x'))[0]?.target).toBe(
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
    );
    expect(flattenGroups(rankHits('import', [{ ...grid, bestMatch: 12 }], 'x'))[0]?.target).toBe(
      '/x/api/data-grid/data-grid/',
    );
    expect(flattenGroups(rankHits('DataGrid', [{ ...grid, bestMatch: 50 }], 'x'))[0]?.target).toBe(
      '/x/api/data-grid/data-grid/',
    );
  });

  it('ranks a page above its own API tab, which has its title', () => {
    const hits = [
      hit({
        url: '/material-ui/components/buttons/components-api/',
        title: 'Button',
        product: 'material-ui',
        score: 30,
      }),
      hit({ url: '/material-ui/components/buttons/', title: 'Button', product: 'material-ui', score: 20 }),
    ];
    expect(flattenGroups(rankHits('button', hits, 'material-ui'))[0]?.url).toBe('/material-ui/components/buttons/');
  });

  it('groups hits by product, groups in the order of their best hit', () => {
    const hits = [
      hit({ url: '/a/', title: 'Alpha', product: 'x-charts', score: 10 }),
      hit({ url: '/b/', title: 'Beta', product: 'material-ui', score: 9 }),
      hit({ url: '/c/', title: 'Gamma', product: 'x-charts', score: 1 }),
    ];
    const groups = rankHits('zeta', hits, 'x-tree-view');
    expect(groups.map((group) => group.product)).toEqual(['x-charts', 'material-ui']);
    expect(groups[0]?.hits.map((entry) => entry.url)).toEqual(['/a/', '/c/']);
  });

  it('returns nothing for nothing', () => {
    expect(rankHits('grid', [], 'x')).toEqual([]);
  });
});

describe('title and member matching', () => {
  it('treats "date picker", "Date-Picker" and "DatePicker API" as the same title', () => {
    expect(normalizeTitle('date picker')).toBe(normalizeTitle('DatePicker API'));
    expect(normalizeTitle('Date-Picker')).toBe('datepicker');
  });

  it('finds only exact members, in any case, for one-word queries', () => {
    const anchors = ['props', 'props-pagination', 'props-paginationMode', 'slots-toolbar', 'classes-root'].map(
      (id, location) => ({ id, location }),
    );
    expect(findMember('PAGINATIONMODE', anchors)).toBe('props-paginationMode');
    expect(findMember('toolbar', anchors)).toBe('slots-toolbar');
    expect(findMember('paginat', anchors)).toBeUndefined();
    expect(findMember('pagination mode', anchors)).toBeUndefined();
  });

  it('finds the member named after the page’s own name, written in any case or spacing', () => {
    const anchors = ['props-rows', 'props-checkboxSelection', 'slots-toolbar'].map((id, location) => ({
      id,
      location,
    }));
    expect(findScopedMember('DataGrid rows', 'DataGrid API', anchors)).toBe('props-rows');
    expect(findScopedMember('data grid checkbox selection', 'DataGrid API', anchors)).toBe('props-checkboxSelection');
    expect(findScopedMember('DataGridPro rows', 'DataGrid API', anchors)).toBeUndefined();
    expect(findScopedMember('DataGrid', 'DataGrid API', anchors)).toBeUndefined();
    expect(findScopedMember('rows DataGrid', 'DataGrid API', anchors)).toBeUndefined();
  });

  it('finds the member whose row holds a word, not a section heading', () => {
    const anchors = [
      { id: 'import', location: 5 },
      { id: 'props', location: 20 },
      { id: 'props-rows', location: 21 },
    ];
    expect(memberAt(anchors, 30)).toBe('props-rows');
    expect(memberAt(anchors, 21)).toBe('props-rows');
    expect(memberAt(anchors, 20)).toBeUndefined();
    expect(memberAt(anchors, 3)).toBeUndefined();
    expect(memberAt(anchors, undefined)).toBeUndefined();
  });
});

describe('parseExcerpt', () => {
  it('splits marked matches from text and decodes entities, never keeping markup', () => {
    expect(parseExcerpt('Use <mark>checkboxSelection</mark> &amp; &lt;b&gt; rows')).toEqual([
      { text: 'Use ', match: false },
      { text: 'checkboxSelection', match: true },
      { text: ' & <b> rows', match: false },
    ]);
  });

  it('drops the spaces Pagefind leaves between Chinese words', () => {
    expect(
      parseExcerpt('数据 <mark>表格</mark> 支持 分页 and paging')
        .map((part) => part.text)
        .join(''),
    ).toBe('数据表格支持分页 and paging');
  });
});

describe('withoutLeadingTitle', () => {
  it('drops the h1 an excerpt opens with, even across a match', () => {
    const parts = parseExcerpt('<mark>Pagination</mark> <mark>Pagination</mark> splits rows');
    expect(withoutLeadingTitle(parts, 'Pagination')).toEqual([
      { text: 'Pagination', match: true },
      { text: ' splits rows', match: false },
    ]);
    expect(withoutLeadingTitle(parseExcerpt('Controlled pagination. When'), 'Controlled pagination')).toEqual([
      { text: 'When', match: false },
    ]);
  });

  it('keeps an excerpt that only starts like the title', () => {
    const parts = parseExcerpt('Paginations are');
    expect(withoutLeadingTitle(parts, 'Pagination')).toBe(parts);
  });
});

describe('recent searches', () => {
  it('moves a reopened page to the front and keeps the list short', () => {
    let list = parseRecent(null);
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) list = addRecent(list, { url: `/${name}`, title: name });
    list = addRecent(list, { url: '/c', title: 'c' });
    expect(list.map((entry) => entry.url)).toEqual(['/c', '/g', '/f', '/e', '/d', '/b']);
  });

  it('ignores stored values that are not a list of pages', () => {
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"url":"/a"}')).toEqual([]);
    expect(parseRecent('[{"url":"/a","title":"A"},{"url":3}]')).toEqual([{ url: '/a', title: 'A' }]);
  });
});

describe('keyboard', () => {
  const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: value,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('opens on Ctrl+K and ⌘K', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('opens on a letter typed outside a field, not on shortcuts or keys like Tab', () => {
    expect(isTypeToSearch(key('d'), false)).toBe(true);
    expect(isTypeToSearch(key('表'), false)).toBe(true);
    expect(isTypeToSearch(key('d'), true)).toBe(false);
    expect(isTypeToSearch(key('c', { ctrlKey: true }), false)).toBe(false);
    expect(isTypeToSearch(key('Tab'), false)).toBe(false);
    expect(isTypeToSearch(key(' '), false)).toBe(false);
  });
});

describe('pagefind facets', () => {
  const tree = buildNavTree([
    {
      pathname: '/x/grid-group',
      title: 'Data Grid',
      zh: '数据表格',
      children: [{ pathname: '/x/react-data-grid/export', title: 'Export', zh: '导出', plan: 'premium' }],
    },
  ]);

  it('records product, top-level section and plan, escaping separators', () => {
    const node = tree.index.get('/x/react-data-grid/export');
    const facets = pageFacets('/x/react-data-grid/export', 'x-data-grid', node, 'en');
    expect(facets).toEqual({ product: 'x-data-grid', section: 'Data Grid', plan: 'premium', kind: 'guide' });
    expect(pagefindAttributes({ ...facets, section: 'Rows, columns: more' }).filters).toEqual([
      'product:x-data-grid',
      'section:Rows\\, columns\\: more',
      'plan:premium',
    ]);
  });

  it('records the normalized title, so the dialog can find a page by its exact title', () => {
    const facets = pageFacets('/x/react-charts', 'x-charts', undefined, 'en', 'Charts');
    expect(facets.title).toBe('charts');
    expect(pagefindAttributes(facets).filters).toContain('title:charts');
  });

  it('marks API pages as reference', () => {
    expect(pageFacets('/x/api/data-grid/data-grid', 'x-data-grid', undefined, 'en').kind).toBe('api');
    expect(pagefindAttributes(pageFacets('/material-ui/api/button', 'material-ui', undefined, 'zh')).meta).toBe(
      'kind:api',
    );
  });
});

describe('searchHits', () => {
  const page = (url: string, title: string) => ({
    url,
    excerpt: '',
    content: '',
    meta: { title },
    filters: { product: ['x-charts'] },
  });
  const result = (url: string, title: string, score: number) => ({ score, data: async () => page(url, title) });

  it('adds the page titled as the query when Pagefind ranks it below its candidates', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      result(`/x/react-charts/page-${index}/`, `Page ${index}`, 40 - index),
    );
    const searches: unknown[] = [];
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async (query, options) => {
        searches.push([query, options]);
        return { results: query === null ? [result('/x/react-charts/', 'Charts', 1)] : many };
      },
    };
    const hits = await searchHits(pagefind, 'Charts');
    expect(searches).toContainEqual([null, { filters: { title: 'charts' } }]);
    expect(hits).toHaveLength(CANDIDATES + 1);
    expect(hits.at(-1)).toMatchObject({ url: '/x/react-charts/', title: 'Charts' });
    expect(flattenGroups(rankHits('Charts', hits, 'x-charts'))[0]?.url).toBe('/x/react-charts/');
  });
});

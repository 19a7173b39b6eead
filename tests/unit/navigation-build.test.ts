import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/list-files';
import { buildNavTree, deriveTitle, entriesWithoutChineseTitle, getPrevNext } from '../../src/navigation/build';
import { muiXNav } from '../../src/navigation/mui-x';
import { generalNav } from '../../src/navigation/general';
import { trees } from '../../src/navigation';
import { frontmatterTitle, pageTitles } from '../../src/navigation/page-titles';
import { xApiPages } from '../../src/navigation/x-api-pages';
import type { NavEntry } from '../../src/navigation/types';

const sample: NavEntry[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    zh: '简介',
    children: [
      { pathname: '/x/introduction', title: 'Overview', zh: '概览' },
      { pathname: '/x/introduction/installation', zh: '安装' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    zh: '数据表格',
    children: [
      {
        pathname: '/x/react-data-grid/main-features',
        title: 'Main features',
        zh: '主要功能',
        subheader: true,
        children: [
          { pathname: '/x/react-data-grid/sorting', zh: '排序' },
          { pathname: '/x/react-data-grid/tree-data', zh: '树形数据', plan: 'pro' },
        ],
      },
      { pathname: '/x/api/data-grid/grid-col-def' },
    ],
  },
];

describe('deriveTitle', () => {
  it('writes the last segment in sentence case', () => {
    expect(deriveTitle('/material-ui/getting-started/example-projects')).toBe('Example projects');
    expect(deriveTitle('/x/react-data-grid/row-selection')).toBe('Row selection');
    expect(deriveTitle('/x/introduction/installation/')).toBe('Installation');
  });

  it('uses PascalCase under an API section', () => {
    expect(deriveTitle('/x/api/data-grid/grid-col-def')).toBe('GridColDef');
    expect(deriveTitle('/material-ui/api/button-group')).toBe('ButtonGroup');
  });

  it('ignores a hash and treats a final api segment as a word', () => {
    expect(deriveTitle('/x/react-charts/#planned-charts')).toBe('React charts');
    expect(deriveTitle('/system/styles/api')).toBe('Api');
  });
});

describe('buildNavTree', () => {
  const tree = buildNavTree(sample);

  it('keeps the tree shape and the flags', () => {
    expect(tree.roots.map((root) => root.title.en)).toEqual(['Introduction', 'Data Grid']);
    const treeData = tree.index.get('/x/react-data-grid/tree-data');
    expect(treeData?.plan).toBe('pro');
    expect(tree.index.get('/x/react-data-grid/main-features')?.subheader).toBe(true);
  });

  it('lists leaves in reading order, groups excluded', () => {
    expect(tree.leaves.map((leaf) => leaf.pathname)).toEqual([
      '/x/introduction',
      '/x/introduction/installation',
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/tree-data',
      '/x/api/data-grid/grid-col-def',
    ]);
  });

  it('derives missing titles, in both languages for API names', () => {
    expect(tree.index.get('/x/introduction/installation')?.title).toEqual({ en: 'Installation', zh: '安装' });
    expect(tree.index.get('/x/api/data-grid/grid-col-def')?.title).toEqual({ en: 'GridColDef', zh: 'GridColDef' });
  });

  it("takes a missing English title from the page's title, before deriving one", () => {
    const titles = new Map([
      ['/x/react-data-grid/sorting', 'Sorting rows'],
      ['/x/introduction', 'MUI X overview'],
    ]);
    const withPages = buildNavTree(sample, titles);
    expect(withPages.index.get('/x/react-data-grid/sorting')?.title).toEqual({ en: 'Sorting rows', zh: '排序' });
    expect(withPages.index.get('/x/introduction')?.title.en).toBe('Overview');
    expect(withPages.index.get('/x/react-data-grid/tree-data')?.title.en).toBe('Tree data');
  });

  it('records the ancestors of each node', () => {
    const sorting = tree.index.get('/x/react-data-grid/sorting');
    expect(sorting?.parents.map((parent) => parent.title.en)).toEqual(['Data Grid', 'Main features']);
  });

  it('throws on a duplicate pathname, naming it and both places', () => {
    const entries: NavEntry[] = [
      { pathname: '/a', title: 'A', zh: '甲' },
      { pathname: '/group', title: 'G', zh: '组', children: [{ pathname: '/a', title: 'A again', zh: '甲' }] },
    ];
    expect(() => buildNavTree(entries)).toThrowError(
      'Duplicate page pathname: /a, at the top level and under G. A page has one navigation entry.',
    );
  });

  it('points a duplicate API page to the list the API groups are generated from', () => {
    const handWritten: NavEntry = { pathname: '/x/api/data-grid/data-grid', title: 'Grid', zh: '表格' };
    expect(() => buildNavTree([...muiXNav, handWritten])).toThrowError(
      /^Duplicate page pathname: \/x\/api\/data-grid\/data-grid, under Data Grid > API reference > Components and at the top level\. .* listed once, in src\/navigation\/x-api-pages\.ts\.$/,
    );
  });

  it('allows the same API entry under several components-api or hooks-api tabs', () => {
    const entries: NavEntry[] = [
      {
        pathname: '/material-ui/components/buttons/components-api',
        title: 'API',
        zh: 'API',
        children: [{ pathname: '/material-ui/api/button' }, { pathname: '/material-ui/api/icon-button' }],
      },
      {
        pathname: '/material-ui/components/button-group/components-api',
        title: 'API',
        zh: 'API',
        children: [{ pathname: '/material-ui/api/button' }],
      },
      {
        pathname: '/material-ui/components/switches/hooks-api',
        title: 'Hooks',
        zh: '钩子',
        children: [{ pathname: '/material-ui/api/button' }],
      },
    ];
    const tree = buildNavTree(entries);
    expect(tree.index.get('/material-ui/api/button')?.title.en).toBe('Button');
    expect(tree.leaves).toHaveLength(0);
  });

  it('still throws for a duplicate outside an API tab', () => {
    const entries: NavEntry[] = [
      {
        pathname: '/material-ui/components/buttons/components-api',
        title: 'API',
        zh: 'API',
        children: [{ pathname: '/material-ui/api/button' }],
      },
      { pathname: '/material-ui/api/button' },
    ];
    expect(() => buildNavTree(entries)).toThrowError('Duplicate page pathname: /material-ui/api/button');
  });

  it('requires a Chinese title outside API names, saying where the entry is', () => {
    expect(() => buildNavTree([{ pathname: '/x/introduction', title: 'Overview' }])).toThrowError(
      /\/x\/introduction \("Overview"\) has no Chinese title: add a `zh` field to it \(at the top level\)/,
    );
    const nested: NavEntry[] = [{ pathname: '/g', title: 'G', zh: '组', children: [{ pathname: '/g/sorting' }] }];
    expect(() => buildNavTree(nested)).toThrowError(
      '/g/sorting ("Sorting") has no Chinese title: add a `zh` field to it (under G).',
    );
  });
});

describe('entriesWithoutChineseTitle', () => {
  it('lists every entry lacking a Chinese title, at any depth, API names excepted', () => {
    const missing = entriesWithoutChineseTitle([
      { pathname: '/a', title: 'A' },
      {
        pathname: '/g',
        title: 'G',
        zh: '组',
        children: [{ pathname: '/g/b' }, { pathname: '/x/api/charts/bar-chart' }],
      },
    ]);
    expect(missing.map((entry) => entry.pathname)).toEqual(['/a', '/g/b']);
  });

  it('finds none in the navigation data', () => {
    expect(entriesWithoutChineseTitle([...muiXNav, ...generalNav])).toEqual([]);
  });
});

describe('getPrevNext', () => {
  const { leaves } = buildNavTree(sample);

  it('follows the leaf order', () => {
    const { prev, next } = getPrevNext(leaves, '/x/introduction/installation');
    expect(prev?.pathname).toBe('/x/introduction');
    expect(next?.pathname).toBe('/x/react-data-grid/sorting');
  });

  it('has no prev on the first page and nothing for an unknown page', () => {
    expect(getPrevNext(leaves, '/x/introduction').prev).toBeUndefined();
    expect(getPrevNext(leaves, '/nowhere')).toEqual({});
  });
});

describe('the navigation data', () => {
  it('builds the MUI X tree: 428 leaves, flags kept', () => {
    const tree = buildNavTree(muiXNav);
    expect(tree.leaves).toHaveLength(428);
    expect(tree.index.get('/x/react-data-grid/cell-selection')?.plan).toBe('premium');
    expect(tree.index.get('/x/react-charts/sankey')).toMatchObject({ plan: 'pro', unstable: true });
    expect(tree.index.get('/x/react-data-grid/components/columns-panel')?.planned).toBe(true);
    expect(tree.index.get('/x/introduction/mcp')?.newFeature).toBe(true);
  });

  it('builds the general tree, with every title in both languages', () => {
    const tree = buildNavTree(generalNav);
    for (const node of tree.index.values()) {
      expect(node.title.en, node.pathname).not.toBe('');
      expect(node.title.zh, node.pathname).not.toBe('');
    }
    expect(tree.index.get('/material-ui/getting-started/example-projects')?.title.en).toBe('Example projects');
    expect(tree.index.get('/versions')?.hidden).toBe(true);
  });
});

describe('the MUI X API reference in the drawer', () => {
  const apiLeaves = (entries: NavEntry[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.pathname.startsWith('/x/api/') && !entry.children ? [entry.pathname] : []),
      ...apiLeaves(entry.children ?? []),
    ]);

  it('is generated from xApiPages: the same pages in the same order, none written by hand', () => {
    expect(apiLeaves(muiXNav)).toEqual(xApiPages.map((page) => page.pathname));
  });

  it('keeps the groups: index, components (under a heading for the Data Grid), interfaces', () => {
    const tree = buildNavTree(muiXNav);
    const titles = (pathname: string) =>
      tree.index
        .get(pathname)
        ?.children.map((child) => child.title.en)
        .slice(0, 3);
    expect(titles('/x/api/data-grid-group')).toEqual(['Index', 'Components', 'Interfaces']);
    expect(titles('/x/api/date-pickers-group')).toEqual(['Index', 'DateCalendar', 'DateField']);
    expect(tree.index.get('/x/api/charts-group')?.children.at(-1)?.title.en).toBe('Interfaces');
    expect(tree.index.get('/x/api/data-grid/data-grid-pro')?.plan).toBe('pro');
    expect(tree.index.get('/x/api/data-grid/grid-aggregation-function')?.plan).toBeUndefined();
  });

  it('lists each page with the plan of its generated data', () => {
    for (const page of xApiPages.filter((entry) => entry.kind !== 'index')) {
      const [, , , product, slug] = page.pathname.split('/');
      const file = `src/content/api/${product}/${slug}.json`;
      // A page whose package is not installed has no data; npm run content:coverage lists those.
      if (!existsSync(file)) continue;
      const data = JSON.parse(readFileSync(file, 'utf8')) as { plan?: string };
      expect(page.plan, page.pathname).toBe(data.plan);
    }
  });
});

describe('page titles', () => {
  it('reads the title of the frontmatter, unquoted', () => {
    expect(frontmatterTitle('---\ntitle: Row selection\ndescription: Select rows.\n---\n\n# Body')).toBe(
      'Row selection',
    );
    expect(frontmatterTitle(`---\ndescription: x\ntitle: "What's new"\n---\n`)).toBe("What's new");
    expect(frontmatterTitle('---\ndescription: x\n---\ntitle: not frontmatter\n')).toBeUndefined();
  });

  it('keys them by pathname', () => {
    const titles = pageTitles(
      { '../content/docs/en/x/introduction.mdx': '---\ntitle: MUI X overview\n---\n' },
      '../content/docs/en',
    );
    expect([...titles]).toEqual([['/x/introduction', 'MUI X overview']]);
  });

  it("label the site's drawers where an entry has no title of its own", () => {
    expect(trees.x.index.get('/x/react-data-grid/row-selection')?.title.en).toBe('Row selection');
    expect(trees.x.index.get('/x/introduction/priority-support')?.title.en).toBe('Priority Support');
    expect(trees.x.index.get('/x/introduction')?.title.en).toBe('Overview');
    expect(trees.general.index.get('/x/react-data-grid')?.title.en).toBe('Data Grid');
  });

  it('are not repeated by an explicit title in the navigation data', () => {
    const root = join(process.cwd(), 'src/content/docs/en');
    const sources = Object.fromEntries(listFiles(root, '.mdx').map((file) => [file, readFileSync(file, 'utf8')]));
    const titles = pageTitles(sources, root);
    const redundant = (entries: NavEntry[]): string[] =>
      entries.flatMap((entry) => [
        ...(entry.title !== undefined && entry.title === titles.get(entry.pathname) ? [entry.pathname] : []),
        ...redundant(entry.children ?? []),
      ]);
    expect(redundant([...muiXNav, ...generalNav]), 'drop these `title` fields: the page title is the default').toEqual(
      [],
    );
  });
});

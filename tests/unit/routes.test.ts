import { describe, expect, it } from 'vitest';
import { buildNavTree } from '../../src/navigation/build';
import { buildDocRoutes, isNodeAvailable, languageRoutes, parseDocId } from '../../src/lib/routes';
import type { NavEntry } from '../../src/navigation/types';

const x: NavEntry[] = [
  { pathname: '/x/introduction', title: 'Overview', zh: '概览' },
  { pathname: '/x/introduction/licensing', title: 'Licensing', zh: '许可' },
  { pathname: '/x/react-charts/#planned-charts', title: 'Future', zh: '未来', planned: true },
];
const general: NavEntry[] = [
  { pathname: '/material-ui/getting-started/installation', zh: '安装' },
  { pathname: '/material-ui/components/buttons', title: 'Button', zh: '按钮', tabs: ['components-api'] },
];
const trees = { x: buildNavTree(x), general: buildNavTree(general) };
const getTreeId = (pathname: string) => (pathname.startsWith('/x/') ? ('x' as const) : ('general' as const));

describe('parseDocId', () => {
  it('splits language and pathname', () => {
    expect(parseDocId('zh/x/introduction/licensing')).toEqual({ lang: 'zh', pathname: '/x/introduction/licensing' });
  });
});

describe('buildDocRoutes', () => {
  it('makes an English and a Chinese route per page, using a Chinese body where it exists', () => {
    const routes = buildDocRoutes({
      contentIds: ['en/x/introduction', 'zh/x/introduction', 'en/x/introduction/licensing'],
      trees,
      getTreeId,
      languages: ['en', 'zh'],
    });
    expect(routes.map((route) => [route.slug, route.bodyId, route.isFallback])).toEqual([
      ['x/introduction', 'en/x/introduction', false],
      ['zh/x/introduction', 'zh/x/introduction', false],
      ['x/introduction/licensing', 'en/x/introduction/licensing', false],
      ['zh/x/introduction/licensing', 'en/x/introduction/licensing', true],
    ]);
  });

  it('names the body the language switch leads to, to pair their sections', () => {
    const routes = buildDocRoutes({
      contentIds: ['en/x/introduction', 'zh/x/introduction', 'en/x/introduction/licensing'],
      trees,
      getTreeId,
      languages: ['en', 'zh'],
    });
    expect(routes.map((route) => [route.slug, route.switchBodyId])).toEqual([
      ['x/introduction', 'zh/x/introduction'],
      ['zh/x/introduction', 'en/x/introduction'],
      ['x/introduction/licensing', 'en/x/introduction/licensing'],
      ['zh/x/introduction/licensing', 'en/x/introduction/licensing'],
    ]);
  });

  it('expands the [docsTab] of a component page: the page and its API tab, in each language', () => {
    const routes = buildDocRoutes({
      contentIds: ['en/material-ui/components/buttons'],
      trees,
      getTreeId,
      languages: ['en', 'zh'],
    });
    expect(routes.map((route) => [route.slug, route.tab])).toEqual([
      ['material-ui/components/buttons', undefined],
      ['material-ui/components/buttons/components-api', 'components-api'],
      ['zh/material-ui/components/buttons', undefined],
      ['zh/material-ui/components/buttons/components-api', 'components-api'],
    ]);
  });

  it('names the file and the data file when a page has no navigation entry', () => {
    expect(() => buildDocRoutes({ contentIds: ['en/x/orphan'], trees, getTreeId, languages: ['en'] })).toThrowError(
      'src/content/docs/en/x/orphan.mdx: no navigation entry for /x/orphan. Add one to the file of its area in src/navigation/x/.',
    );
  });

  it('rejects a translation without its English page', () => {
    expect(() =>
      buildDocRoutes({ contentIds: ['zh/x/introduction'], trees, getTreeId, languages: ['en', 'zh'] }),
    ).toThrowError(/zh\/x\/introduction\.mdx: a translation needs its English page/);
  });
});

describe('languageRoutes', () => {
  it('gives the default language no [...lang] parameter and the others their code', () => {
    expect(languageRoutes(['en', 'zh'])).toEqual([
      { params: { lang: undefined }, props: { lang: 'en' } },
      { params: { lang: 'zh' }, props: { lang: 'zh' } },
    ]);
  });
});

describe('isNodeAvailable', () => {
  it('is true for written pages, generated files and anchors into written pages', () => {
    const written = new Set(['/x/introduction', '/x/react-charts']);
    const node = (pathname: string) => trees.x.index.get(pathname)!;
    expect(isNodeAvailable(node('/x/introduction'), written)).toBe(true);
    expect(isNodeAvailable(node('/x/introduction/licensing'), written)).toBe(false);
    expect(isNodeAvailable(node('/x/react-charts/#planned-charts'), written)).toBe(true);
  });
});
